import { SITE_TITLE } from '../auth/sign-in-constants.ts';
import { formatDate, formatDateTime } from '../formats/date-time.ts';
import { attachmentOf, fileText } from './attachments.ts';
import { EMPTY, formatValue, isRow } from './field-text.ts';
import type { ApplicationData, FieldDef, Row, SectionDef } from './form-model.ts';
import { attachmentSectionTitle, formOf } from './forms.ts';
import { APPLY_TYPE_TITLES, type ApplyType } from './types.ts';

export type PrintLine = { label: string; value: string };

/**
 * What a printed application holds, in order: a section's title, a heading inside it (a row of a list, the
 * section's files), labelled lines. The server lays it out as a PDF; labels and values are the form model's, so
 * the paper reads as the screens do.
 */
export type PrintBlock = { kind: 'section'; title: string } | { kind: 'heading'; title: string } | { kind: 'lines'; lines: PrintLine[] };

export type PrintDocument = {
  header: string;
  title: string;
  /** The application's identity, its version and the date it was printed. */
  meta: PrintLine[];
  blocks: PrintBlock[];
};

export type PrintInput = {
  type: ApplyType;
  name: string;
  unicodes: string;
  /** The frozen version printed; 0 is the live draft. */
  version: number;
  submittedAt: string | null;
  /** When it was printed (epoch ms or ISO), shown as a date in China time. */
  printedAt: number | string;
  sections: ApplicationData;
  files: readonly { section: string; key: string; name: string; size: number }[];
};

export const versionLabel = (version: number) => (version === 0 ? '当前内容（未提交）' : `第${version}版`);

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRow) : []);

/** A row's plain fields as lines; a list inside a row (a shareholder's own holders) prints one entry per line. */
const linesOf = (fields: readonly FieldDef[], row: Row): PrintLine[] =>
  fields.map((f) => ({ label: f.label, value: formatValue(f, row[f.key]) }));

/** Numbered rows of a list, each under its own heading. */
const rowBlocks = (title: string, fields: readonly FieldDef[], rows: readonly Row[]): PrintBlock[] =>
  rows.length === 0
    ? [{ kind: 'lines', lines: [{ label: title, value: EMPTY }] }]
    : rows.flatMap((row, i): PrintBlock[] => [
        { kind: 'heading', title: `${title} 第${i + 1}条` },
        { kind: 'lines', lines: linesOf(fields, row) },
      ]);

const sectionBlocks = (section: SectionDef, data: Row | undefined): PrintBlock[] => {
  if (section.kind === 'list') return rowBlocks(section.title, section.fields, rowsOf(data?.rows));
  const row = data ?? {};
  const plain = section.fields.filter((f) => f.type.kind !== 'list');
  const lists = section.fields.filter((f) => f.type.kind === 'list');
  return [
    ...(plain.length > 0 ? [{ kind: 'lines' as const, lines: linesOf(plain, row) }] : []),
    ...lists.flatMap((f) => (f.type.kind === 'list' ? rowBlocks(f.label, f.type.fields, rowsOf(row[f.key])) : [])),
  ];
};

const fileLine = (f: PrintInput['files'][number]): PrintLine => ({ label: attachmentOf(f.key)?.label ?? f.key, value: fileText(f) });

/** The printed application: every section of its form with its files, then files outside the form (a stage's scan). */
export const printDocumentOf = (input: PrintInput): PrintDocument => {
  const form = formOf(input.type);
  const inForm = new Set<string>(form.sections.map((s) => s.key));
  const filesOf = (section: string) => input.files.filter((f) => f.section === section);
  const others = [...new Set(input.files.map((f) => f.section).filter((s) => !inForm.has(s)))];
  return {
    header: SITE_TITLE,
    title: `${APPLY_TYPE_TITLES[input.type]}入驻申请表`,
    meta: [
      { label: '企业名称', value: input.name || EMPTY },
      { label: '企业唯一编码', value: input.unicodes },
      { label: '版本', value: versionLabel(input.version) },
      { label: '提交时间', value: input.submittedAt ? formatDateTime(input.submittedAt) : EMPTY },
      { label: '打印日期', value: formatDate(input.printedAt) },
    ],
    blocks: [
      ...form.sections.flatMap((section): PrintBlock[] => {
        const files = filesOf(section.key);
        return [
          { kind: 'section', title: section.title },
          ...sectionBlocks(section, input.sections[section.key]),
          ...(files.length > 0 ? [{ kind: 'heading' as const, title: '本部分附件' }, { kind: 'lines' as const, lines: files.map(fileLine) }] : []),
        ];
      }),
      ...others.flatMap((section): PrintBlock[] => [
        { kind: 'section', title: attachmentSectionTitle(input.type, section) },
        { kind: 'lines', lines: filesOf(section).map(fileLine) },
      ]),
    ],
  };
};
