import { decodeExtended, parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { isSafeText } from '@ftown/domain/api/wire-values';
import { attachmentDisposition, cleanFileName } from './file-names.ts';

describe('cleanFileName', () => {
  it.each([
    ['invoice\u202egpj.pdf', 'invoicegpj.pdf'],
    ['\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069a.pdf', 'a.pdf'],
    ['a\u200b\u200e\u200f\u00ad\ufeffb.pdf', 'ab.pdf'],
    ['a\u0000\u0007\u001f\u007f\u0085b.pdf', 'ab.pdf'],
    ['a\u2028\u2029b.pdf', 'ab.pdf'],
    ['a\ud800b.pdf', 'ab.pdf'],
    ['C:\\fakepath\\营业执照.pdf', '营业执照.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  报告 1.pdf  ', '报告 1.pdf'],
    ['😀.pdf', '😀.pdf'],
  ])('%j becomes %j', (raw, clean) => {
    expect(cleanFileName(raw, '附件')).toBe(clean);
  });

  it('gives the fallback to a name with nothing visible', () => {
    expect(cleanFileName('\u202e\u200b', '营业执照')).toBe('营业执照');
    expect(cleanFileName(undefined, '营业执照')).toBe('营业执照');
  });

  it('keeps the end of a long name without cutting a surrogate pair', () => {
    const name = `${'😀'.repeat(300)}.pdf`;
    const clean = cleanFileName(name, 'x');
    expect(Array.from(clean)).toHaveLength(200);
    expect(clean.endsWith('.pdf')).toBe(true);
    expect(isSafeText(clean)).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it.each([
    ['入驻申请表（签字盖章）.pdf', 'attachment.pdf'],
    ['申请12-ENT-3.zip', '12-ENT-3.zip'],
    ['report.p"df', 'report.p"df'],
    ['a"b\\"c.pdf', '"c.pdf'],
    ['发票.pdf";x="y', 'attachment.pdf";x="y'],
    ['invoice\u202egpj.pdf', 'invoicegpj.pdf'],
  ])('%j parses back to the name, with the ASCII fallback %j', (name, fallback) => {
    const header = attachmentDisposition(name);
    expect(header).toMatch(/^attachment; filename=/);
    // eslint-disable-next-line no-control-regex -- a header must not carry control characters
    expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
    const { type, parameters } = parse(header);
    expect(type).toBe('attachment');
    const extended = parameters['filename*'];
    expect(extended === undefined ? parameters.filename : decodeExtended(extended)).toBe(cleanFileName(name, 'attachment'));
    expect(parse(header, { extended: false }).parameters.filename).toBe(fallback);
    expect(Object.keys(parameters).filter((k) => k !== 'filename' && k !== 'filename*')).toEqual([]);
  });
});
