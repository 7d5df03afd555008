import { expect } from 'vitest';
import { exampleFor } from '@ftown/domain/applications/examples';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { api } from './browser.ts';

/** What journeys set up through the API rather than the screen: the steps a test is not about. */

export const PASSWORD = 'Demo@2026';
/** A file the attachment checks accept as a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export type Envelope = { code: number | string; message?: string; data: unknown };
export type Apply = { id: number; unicodes: string; status: number; stage: string | null; version: number };

export const call = async (path: string, token: string | null, body?: unknown): Promise<{ status: number; body: Envelope }> => {
  const multipart = body instanceof FormData;
  const res = await fetch(api(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(token ? { 'X-Token': token } : {}), ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
};

/** The call must answer `code` (20000 unless told); its data. */
export const ok = async <T>(path: string, token: string | null, body?: unknown, code: number | string = 20000): Promise<T> => {
  const { status, body: reply } = await call(path, token, body);
  expect(reply, `${path} answered ${status}`).toMatchObject({ code });
  return reply.data as T;
};

/**
 * A token by password, for staff and for 张三 (zhangsan) alike: journeys that run one after another would
 * otherwise share a mobile, which gets one SMS code a minute.
 */
export const passwordToken = async (account: string) =>
  (await ok<{ token: string }>('/sam/login', null, { type: 'personPassword', account, password: PASSWORD })).token;

/** A file to upload in place of the stand-in PDF for one attachment key. */
export type SampleFile = { name: string; type: string; bytes: Buffer<ArrayBuffer> };

/**
 * A complete new fund-manager application named `name`, with its required files (`files` by key, else a stand-in
 * PDF), submitted as version 1.
 */
export const submitManagerApplication = async (applicant: string, name: string, files: Partial<Record<string, SampleFile>> = {}): Promise<Apply> => {
  const apply = await ok<Apply>('/apply/home/createApply', applicant, { category: 'manager', companyType: 'company', relocate: false });
  const example = exampleFor('manager_company');
  const data = { ...example, base: { ...example.base, name } };
  for (const [section, sectionData] of Object.entries(data))
    await ok('/apply/home/saveSection', applicant, { id: apply.id, unicodes: apply.unicodes, section, data: sectionData });
  for (const def of missingAttachments('manager_company', data, new Set())) {
    const form = new FormData();
    form.append('id', String(apply.id));
    form.append('unicodes', apply.unicodes);
    form.append('section', def.section);
    form.append('key', def.key);
    const file = files[def.key] ?? { name: `${def.key}.pdf`, type: 'application/pdf', bytes: PDF };
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    await ok('/apply/home/uploadAttachment', applicant, form);
  }
  return ok<Apply>('/apply/home/submitApply', applicant, { id: apply.id, unicodes: apply.unicodes });
};
