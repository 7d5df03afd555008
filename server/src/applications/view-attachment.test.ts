import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { API_BASE } from '@ftown/domain/api/envelope';
import { APPLY_CALLS, type TApply, type TAttachment } from '@ftown/domain/applications/api/apply.schemas';
import { partsOf } from '@ftown/domain/applications/types';
import type { AuditAction } from '@ftown/domain/audit/audit.schemas';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, smsLogin } from '../test/login.ts';
import { data, submittedApplication } from '../review/test-support.ts';
import { call, tinyPdf, tinyPng, upload } from './test-support.ts';

/** viewAttachment (issue 14 part 3): the attachment viewer's copy of a file, under the download's permission checks. */

let t: TestApp;
let applicant: string;
let stranger: string;
let gov1: string;

beforeAll(async () => {
  t = await buildTestApp();
  [applicant, stranger, gov1] = await Promise.all([
    passwordLogin(t.app, 'personPassword', 'zhangsan'),
    smsLogin(t.app, 'personMobile', '13900000301'),
    passwordLogin(t.app, 'personPassword', 'gov1'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const filesOf = async (apply: TApply) =>
  data<TAttachment[]>(await call(t.app, applicant, 'getMultiSectionAttaByUnicodes', { id: apply.id, unicodes: apply.unicodes, sections: ['base'] }));

const lastAudit = (action: AuditAction) =>
  t.app.db.selectFrom('auditLog').select(['actorId', 'targetId', 'detail']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

describe('viewAttachment', () => {
  it('sends the file inline with its checked type and nosniff, to the applicant and to staff, and logs a view', async () => {
    const apply = await submittedApplication(t.app, applicant);
    const [pdf] = await filesOf(apply);
    for (const token of [applicant, gov1]) {
      const res = await call(t.app, token, 'viewAttachment', { id: pdf!.id });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(tinyPdf(pdf!.key))).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('no-store');
      expect(res.headers['content-disposition']).toBe(`inline; filename=${pdf!.name}`);
    }
    expect(await lastAudit('attachment_view')).toMatchObject({ targetId: String(pdf!.id), detail: { applyId: apply.id } });
    // The download of the same file stays a download.
    expect(String((await call(t.app, gov1, 'downloadAttachment', { id: pdf!.id })).headers['content-disposition'])).toMatch(/^attachment;/);
  });

  it('names an image by its content, whatever its file name says', async () => {
    const apply = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('other_company')));
    const saved = data<TAttachment>(
      await upload(t.app, applicant, {
        fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' },
        file: { name: '承诺书.jpg', content: tinyPng(), type: 'image/jpeg' },
      }),
    );
    const res = await call(t.app, applicant, 'viewAttachment', { id: saved.id });
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('refuses a stranger, staff before submission, a removed file and a caller without a token like the download', async () => {
    const apply = await submittedApplication(t.app, applicant);
    const [file] = await filesOf(apply);
    const refusedWith = async (res: { statusCode: number; json(): unknown }, status: number, code: number) => {
      expect(res.statusCode).toBe(status);
      expect((res.json() as { code: number; message: string })).toMatchObject({ code, message: expect.stringMatching(/[\u4e00-\u9fa5]/) });
    };
    await refusedWith(await call(t.app, stranger, 'viewAttachment', { id: file!.id }), 404, CODES.notFound);
    await refusedWith(await t.app.inject({ method: 'GET', url: `${API_BASE}${APPLY_CALLS.viewAttachment.path}`, query: { id: String(file!.id) } }), 401, CODES.badToken);
    await refusedWith(await call(t.app, applicant, 'viewAttachment', { id: 'x' }), 400, CODES.badInput);

    const draft = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('other_partner')));
    const draftFile = data<TAttachment>(
      await upload(t.app, applicant, {
        fields: { id: draft.id, unicodes: draft.unicodes, section: 'base', key: 'commitmentLetter' },
        file: { name: '草稿承诺书.pdf', content: tinyPdf('draft') },
      }),
    );
    await refusedWith(await call(t.app, gov1, 'viewAttachment', { id: draftFile.id }), 404, CODES.notFound);
    data(await call(t.app, applicant, 'removeAttachment', { id: draftFile.id }));
    await refusedWith(await call(t.app, applicant, 'viewAttachment', { id: draftFile.id }), 404, CODES.notFound);
  });
});
