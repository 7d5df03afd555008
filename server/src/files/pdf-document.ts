import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PrintDocument, PrintLine } from '@ftown/domain/applications/print-document';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));
const fontFile = (name: string) => path.join(FONT_PACKAGE, name);

/**
 * Noto Sans SC's simplified-Chinese subset (7,946 characters: GB 2312 and the common rest, with ASCII and the
 * full-width punctuation), as WOFF: @pdf-lib/fontkit reads TrueType, OpenType and WOFF but not WOFF2. A rarer
 * character (a name's 浛) comes from the numbered slice of the whole font that holds it (the package's
 * unicode.json). Each PDF embeds only the glyphs it uses, so a printed application stays a few tens of kilobytes.
 */
const MAIN_FONT = 'files/noto-sans-sc-chinese-simplified-400-normal.woff';
const sliceFont = (slice: string) => `files/noto-sans-sc-${slice}-400-normal.woff`;

const cache = new Map<string, Promise<Buffer>>();
/** A font file as plain OpenType (woff.ts), read once per process; a failed read is tried again next time. */
const fontBytes = (name: string) => {
  const known = cache.get(name);
  if (known) return known;
  const read = readFile(fontFile(name)).then(woffToSfnt, (error: unknown) => {
    cache.delete(name);
    throw error;
  });
  cache.set(name, read);
  return read;
};

/** Which numbered slice holds each code point: unicode.json's ranges ('U+4e00-4e0f,U+4e11'), parsed once. */
let slices: Promise<(codePoint: number) => string | undefined> | undefined;
const sliceOf = () =>
  (slices ??= readFile(fontFile('unicode.json'), 'utf8').then((text) => {
    const ranges = Object.entries(JSON.parse(text) as Record<string, string>).flatMap(([key, list]) => {
      const slice = /^\[(\d+)\]$/.exec(key)?.[1];
      if (slice === undefined) return [];
      return list.split(',').map((range) => {
        const [from = '0', to = from] = range.trim().replace(/^U\+/i, '').split('-');
        return { slice, from: parseInt(from, 16), to: parseInt(to, 16) };
      });
    });
    return (codePoint: number) => ranges.find((r) => codePoint >= r.from && codePoint <= r.to)?.slice;
  }));

/** The fonts a document needs: the main one, and a slice for each character it lacks. */
const embedFonts = async (doc: PDFDocument, texts: readonly string[]) => {
  const main = await doc.embedFont(await fontBytes(MAIN_FONT), { subset: true });
  const known = new Set(main.getCharacterSet());
  const missing = [...new Set(texts.flatMap((t) => Array.from(t)))].filter((ch) => ch.trim() !== '' && !known.has(ch.codePointAt(0)!));
  const byChar = new Map<string, PDFFont>();
  if (missing.length > 0) {
    const slice = await sliceOf();
    const bySlice = new Map<string, Promise<PDFFont>>();
    for (const ch of missing) {
      const name = slice(ch.codePointAt(0)!);
      if (name === undefined) continue;
      if (!bySlice.has(name)) bySlice.set(name, fontBytes(sliceFont(name)).then((bytes) => doc.embedFont(bytes, { subset: true })));
      byChar.set(ch, await bySlice.get(name)!);
    }
  }
  const fontOf = (ch: string) => byChar.get(ch) ?? main;
  // fontkit shapes the whole text on every width asked, which is slow per character: each advance is read once.
  const advances = new Map<string, number>();
  const advance = (ch: string) => {
    let width = advances.get(ch);
    if (width === undefined) advances.set(ch, (width = fontOf(ch).widthOfTextAtSize(ch, 1)));
    return width;
  };
  return { main, fontOf, advance };
};
type Fonts = Awaited<ReturnType<typeof embedFonts>>;

/** Text in runs of one font each, so a character the main font lacks is drawn from its slice. */
const runsOf = (fonts: Fonts, text: string) => {
  const runs: { font: PDFFont; text: string }[] = [];
  for (const ch of Array.from(text)) {
    const font = fonts.fontOf(ch);
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
};

const widthOf = (fonts: Fonts, text: string, size: number) => Array.from(text).reduce((w, ch) => w + fonts.advance(ch) * size, 0);

const draw = (page: PDFPage, fonts: Fonts, text: string, at: { x: number; y: number; size: number; color: ReturnType<typeof rgb> }) => {
  let x = at.x;
  for (const run of runsOf(fonts, text)) {
    page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
    x += widthOf(fonts, run.text, at.size);
  }
};

/** A4 portrait in points, with 2 cm margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 };
const SIZE = { header: 9, title: 16, section: 12.5, heading: 10.5, text: 10 };
const LABEL_WIDTH = 150;
const LEADING = 1.45;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

/**
 * Splits text into lines no wider than `width`: at any character, as Chinese text breaks, keeping given line
 * breaks. Widths add up character by character (Noto Sans SC has no kerning between CJK characters).
 */
const wrap = (fonts: Fonts, text: string, size: number, width: number): string[] =>
  text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    let used = 0;
    for (const ch of Array.from(paragraph)) {
      const w = fonts.advance(ch) * size;
      if (line !== '' && used + w > width) {
        lines.push(line);
        line = '';
        used = 0;
      }
      line += ch;
      used += w;
    }
    lines.push(line);
    return lines;
  });

/** Writes top to bottom, starting a new page when the next piece does not fit; every page gets the header. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly header: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    const top = PAGE.height - PAGE.margin / 2 - SIZE.header;
    draw(this.page, this.fonts, this.header, { x: PAGE.margin, y: top, size: SIZE.header, color: MUTED });
    this.page.drawLine({ start: { x: PAGE.margin, y: top - 4 }, end: { x: PAGE.width - PAGE.margin, y: top - 4 }, thickness: 0.5, color: RULE });
    this.y = PAGE.height - PAGE.margin;
  }

  private room(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A line of text; `keep` is room the text must leave below it on the same page (a heading with its first line). */
  text(text: string, size: number, options: { x?: number; width?: number; color?: typeof INK; keep?: number } = {}) {
    const x = options.x ?? PAGE.margin;
    const lines = wrap(this.fonts, text, size, options.width ?? PAGE.width - PAGE.margin - x);
    this.room(size * LEADING * Math.min(lines.length, 1) + (options.keep ?? 0));
    for (const line of lines) {
      this.room(size * LEADING);
      this.y -= size * LEADING;
      draw(this.page, this.fonts, line, { x, y: this.y + size * 0.3, size, color: options.color ?? INK });
    }
  }

  /** Label and value side by side; a long value wraps under itself and goes on over the page break. */
  line({ label, value }: PrintLine) {
    const valueX = PAGE.margin + LABEL_WIDTH;
    const labels = wrap(this.fonts, label, SIZE.text, LABEL_WIDTH - 8);
    const values = wrap(this.fonts, value, SIZE.text, PAGE.width - PAGE.margin - valueX);
    const rows = Math.max(labels.length, values.length);
    const step = SIZE.text * LEADING;
    // A short row stays on one page; a long one keeps at least its first lines together.
    this.room(Math.min(rows, 3) * step + 4);
    for (let i = 0; i < rows; i += 1) {
      this.room(step);
      this.y -= step;
      const y = this.y + SIZE.text * 0.3;
      const [l, v] = [labels[i], values[i]];
      if (l) draw(this.page, this.fonts, l, { x: PAGE.margin, y, size: SIZE.text, color: MUTED });
      if (v) draw(this.page, this.fonts, v, { x: valueX, y, size: SIZE.text, color: INK });
    }
    this.y -= 2;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.3, color: RULE });
    this.y -= 2;
  }
}

/** Facts a reader of the file finds without opening a page: the archive's title and which version it is. */
export type PdfFacts = { title: string; subject: string; at: Date };

/**
 * A printed document (domain print-document) as a PDF: the park's header on every page, the title, the facts of
 * the application (version, date), then each section with its labelled lines; page numbers at the foot.
 */
export const renderPdf = async (document: PrintDocument, facts: PdfFacts): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const words = (lines: readonly PrintLine[]) => lines.flatMap((l) => [l.label, l.value]);
  const texts = [document.header, document.title, ...words(document.meta), ...document.blocks.flatMap((b) => (b.kind === 'lines' ? words(b.lines) : [b.title]))];
  const fonts = await embedFonts(doc, texts);
  doc.setTitle(facts.title);
  doc.setSubject(facts.subject);
  doc.setCreator(document.header);
  doc.setProducer(document.header);
  doc.setCreationDate(facts.at);
  doc.setModificationDate(facts.at);

  const out = new Writer(doc, fonts, document.header);
  out.gap(8);
  out.text(document.title, SIZE.title);
  out.gap(6);
  document.meta.forEach((line) => out.line(line));
  for (const block of document.blocks) {
    if (block.kind === 'section') {
      out.gap(10);
      out.text(block.title, SIZE.section, { keep: SIZE.text * LEADING * 2 });
      out.gap(2);
    } else if (block.kind === 'heading') {
      out.gap(4);
      out.text(block.title, SIZE.heading, { keep: SIZE.text * LEADING * 2 });
    } else block.lines.forEach((line) => out.line(line));
  }
  out.pages.forEach((page, i) => {
    const label = `第 ${i + 1} 页 / 共 ${out.pages.length} 页`;
    draw(page, fonts, label, { x: (PAGE.width - widthOf(fonts, label, SIZE.header)) / 2, y: PAGE.margin / 2, size: SIZE.header, color: MUTED });
  });
  return doc.save();
};
