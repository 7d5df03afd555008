import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeExtended, parse } from 'content-disposition';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { UNSAFE_TEXT_MESSAGE } from '@ftown/domain/api/wire-values';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { call, multipart, tinyPdf, upload } from '../applications/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

/** Issue 18 items 6 and 9 for the two multipart calls: malformed bodies, bad text parts and hostile file names. */

const UPLOADS = [`${API_BASE}/apply/home/uploadAttachment`, `${API_BASE}/examine/flow/uploadStageAttachment`];
const HAN = /\p{Script=Han}/u;

let t: TestApp;
let applicant: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  [applicant, admin] = await Promise.all([passwordLogin(t.app, 'personPassword', 'zhangsan'), passwordLogin(t.app, 'personPassword', 'admin')]);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const envelopeOf = (res: { statusCode: number; json(): unknown }) => ({ status: res.statusCode, ...(res.json() as { code: unknown; message: string }) });

const draft = async () => {
  const res = await call(t.app, applicant, 'createApply', { category: 'other', companyType: 'company' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: TApply }).data;
};

describe('malformed multipart bodies', () => {
  it.each(UPLOADS)('%s refuses multipart without a boundary with 400 in Chinese', async (url) => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'x-token': applicant, 'content-type': contentType }, payload: 'x' });
      const body = envelopeOf(res);
      expect({ contentType, status: body.status, code: body.code }).toEqual({ contentType, status: 400, code: CODES.badInput });
      expect(body.message).toMatch(HAN);
    }
  });

  it.each(UPLOADS)('%s refuses a NUL in a text part before reading the file', async (url) => {
    // A lone surrogate cannot travel in a multipart body (it has no UTF-8); JSON calls are checked for it elsewhere.
    for (const bad of ['1\u0000', 'a\u0000b']) {
      const fields: Record<string, string> = url.endsWith('uploadAttachment') ? { id: bad, unicodes: 'ENT-1', section: 'base', key: bad } : { apply: bad, key: bad };
      const { headers, payload } = multipart({ fields, file: { name: 'a.pdf', content: tinyPdf() } });
      const res = await t.app.inject({ method: 'POST', url, headers: { ...headers, 'x-token': admin }, payload });
      expect(envelopeOf(res)).toMatchObject({ status: 400, code: CODES.badInput, message: UNSAFE_TEXT_MESSAGE });
    }
  });

  it('refuses ids a text part cannot mean (hex, exponent, beyond int4)', async () => {
    const apply = await draft();
    for (const id of ['0x1', '1e0', '2147483648', ` ${apply.id}`]) {
      const res = await upload(t.app, applicant, {
        fields: { id, unicodes: apply.unicodes, section: 'base', key: 'settleApplicationForm' },
        file: { name: 'a.pdf', content: tinyPdf() },
      });
      expect(envelopeOf(res)).toMatchObject({ status: 400, code: CODES.badInput });
    }
  });
});

/** An upload whose file name is a quoted string with its quotes and backslashes escaped, as RFC 7578 allows. */
const uploadNamed = (apply: TApply, name: string) => {
  const boundary = 'ftown-names';
  const text = Object.entries({ id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'settleApplicationForm' })
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/["\\]/g, '\\$&')}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(text + head), tinyPdf(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: UPLOADS[0]!,
    headers: { 'x-token': applicant, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

describe('file names', () => {
  it('an uploaded name loses its bidi override and control characters, and the download header escapes the rest', async () => {
    const apply = await draft();
    const cases = [
      ['invoice\u202egpj.pdf', 'invoicegpj.pdf', 'invoicegpj.pdf'],
      ['发票\u200b\u2066.p"df', '发票.p"df', 'attachment.p"df'],
      ['合同";x="y.pdf', '合同";x="y.pdf', '";x="y.pdf'],
    ] as const;
    for (const [sent, stored, fallback] of cases) {
      const saved = await uploadNamed(apply, sent);
      expect(saved.statusCode).toBe(200);
      const { id, name } = (saved.json() as { data: { id: number; name: string } }).data;
      expect(name).toBe(stored);
      const res = await call(t.app, applicant, 'downloadAttachment', { id });
      const header = String(res.headers['content-disposition']);
      const { type, parameters } = parse(header);
      expect(type).toBe('attachment');
      expect(Object.keys(parameters).filter((k) => k !== 'filename' && k !== 'filename*')).toEqual([]);
      const extended = parameters['filename*'];
      expect(extended === undefined ? parameters.filename : decodeExtended(extended)).toBe(stored);
      expect(parse(header, { extended: false }).parameters.filename).toBe(fallback);
    }
  });
});
