import { create } from 'content-disposition';

/**
 * What a file name never keeps: control and format characters (Cc, Cf: the bidi overrides U+202A–U+202E and
 * U+2066–U+2069 that make "invoice\u202egpj.pdf" show as "invoicefdp.jpg", zero-width characters, the soft hyphen),
 * lone surrogates (Cs) and line or paragraph separators (Zl, Zp).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** The longest name kept, in characters (code points, so a pair is never cut in half). */
const NAME_MAX = 200;

/** A client's file name without any path, hidden characters or excess length; a name left empty gets `fallback`. */
export const cleanFileName = (raw: string | undefined, fallback: string): string => {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base.replace(HIDDEN, '').trim()).slice(-NAME_MAX).join('').trim();
  return clean === '' ? fallback : clean;
};

/** The printable ASCII of a name for clients that read only `filename`; a stem with no letter or digit left is 'attachment'. */
const asciiFallback = (name: string): string => {
  const dot = name.lastIndexOf('.');
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '').trim();
  const stem = ascii(dot > 0 ? name.slice(0, dot) : name);
  const ext = dot > 0 ? ascii(name.slice(dot)) : '';
  return `${/[A-Za-z0-9]/.test(stem) ? stem : 'attachment'}${ext.length > 1 ? ext : ''}`;
};

/**
 * Content-Disposition of a download (RFC 6266, built and escaped by the `content-disposition` package): the real name
 * in `filename*` (UTF-8) and an ASCII fallback in `filename`, where a quote or backslash is escaped, never passed
 * through. Names stored before hidden characters were stripped are cleaned here too. `inline` is a file shown in the
 * page (the attachment viewer) rather than saved; it keeps the name for a save from there.
 */
export const attachmentDisposition = (name: string, type: 'attachment' | 'inline' = 'attachment'): string => {
  const clean = cleanFileName(name, 'attachment');
  return create(clean, { type, fallback: asciiFallback(clean) });
};
