import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import type { ApplicationData } from '@ftown/domain/applications/form-model';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { typeOf } from '@ftown/domain/applications/types';
import { validateApplication } from '@ftown/domain/applications/validate';
import { formatDate } from '@ftown/domain/formats/date-time';
import { contextIssues, stageFactsOf } from '@ftown/domain/review/stage-results';
import { isStage } from '@ftown/domain/review/stages';
import { genderOf, isCitizenId } from '@ftown/domain/validators/citizen-id';
import { isCreditCode } from '@ftown/domain/validators/credit-code';
import { call, tinyPdf, upload } from '../applications/test-support.ts';
import { findStageRecords } from '../workflow/flow.repository.ts';
import { data } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { blobChunks } from '../files/attachment-store.ts';
import { APPLICANT, ENTERPRISES, seedDemo } from './demo-seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo identities', () => {
  it("张三's ID is area 330102, born 1982-03-15, male, sequence 9xx, and passes GB 11643", () => {
    const id = APPLICANT.citizenId;
    expect(id).toMatch(/^330102198203159\d\d[\dX]$/);
    expect(genderOf(id)).toBe('M');
    expect(isCitizenId(id)).toBe(true);
  });

  it("enterprise C's credit code passes GB 32100", () => {
    expect(isCreditCode(ENTERPRISES.c.creditCode)).toBe(true);
  });
});

describe('demo seed', () => {
  it('seeds once: a second run on a non-empty database changes nothing', async () => {
    const count = async () => Number((await t.app.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    // Eight staff (admin, chief, lawchief, gov1, law1, risk1, biz1, director), 张三 and the company account.
    expect(before).toBe(10);
    expect(await seedDemo(t.app.db, t.clock)).toBe(false);
    expect(await count()).toBe(before);
  });

  it('stores enterprises A, B and C with their codes, and no plaintext password', async () => {
    const rows = await t.app.db.selectFrom('enterprises').select(['unicodes', 'name', 'creditCode', 'legalMobile', 'taxFinish', 'passwordHash']).orderBy('id').execute();
    expect(rows.map((r) => r.unicodes)).toEqual(['ENT-1', 'ENT-2', 'ENT-3']);
    expect(rows[2]).toMatchObject({ name: '杭州示例实业投资有限公司', creditCode: '91330100MA27XY018X', legalMobile: '13800000002', taxFinish: 1 });
    expect(rows[2]?.passwordHash).toMatch(/^scrypt\$/);
    const users = await t.app.db.selectFrom('users').select('passwordHash').execute();
    expect(users.every((u) => u.passwordHash === null || !u.passwordHash.includes('Demo@2026'))).toBe(true);
  });
});

describe('the seeded applications are states the product itself reaches', () => {
  const seeded = () =>
    t.app.db
      .selectFrom('applies')
      .select(['id', 'category', 'companyType', 'relocate', 'status', 'version', 'submittedAt', 'enterpriseId'])
      .where('status', '>=', APPLY_STATUS.submitted)
      .orderBy('id')
      .execute();

  it('each submitted or later one passes the real submission validation, files included, as live and as frozen', async () => {
    const rows = await seeded();
    expect(rows.map((r) => r.status).sort()).toEqual([APPLY_STATUS.inReview, APPLY_STATUS.returned, APPLY_STATUS.settled]);
    for (const row of rows) {
      const type = typeOf(row.category, row.companyType, row.relocate);
      const today = formatDate(row.submittedAt!);
      const live = await t.app.db.selectFrom('applySections').select(['section', 'data']).where('applyId', '=', row.id).execute();
      const liveData = Object.fromEntries(live.map((s) => [s.section, s.data])) as ApplicationData;
      const files = await t.app.db.selectFrom('applyAttachments').select(['id', 'key', 'blobId']).where('applyId', '=', row.id).where('removedAt', 'is', null).execute();
      const frozen = await t.app.db.selectFrom('applyVersions').select(['sections', 'attachments']).where('applyId', '=', row.id).where('version', '=', row.version).executeTakeFirstOrThrow();

      expect(validateApplication(type, liveData, { today }), `application ${row.id} live`).toEqual({ ok: true, data: expect.anything() });
      expect(validateApplication(type, frozen.sections as ApplicationData, { today }), `application ${row.id} frozen`).toMatchObject({ ok: true });
      expect(missingAttachments(type, liveData, new Set(files.map((f) => f.key))).map((d) => d.key)).toEqual([]);
      expect(missingAttachments(type, liveData, new Set(frozen.attachments.map((a) => a.key))).map((d) => d.key)).toEqual([]);
      // The frozen references name files that exist and are real PDFs.
      for (const ref of frozen.attachments) {
        const file = files.find((f) => f.id === ref.id);
        const { value: head } = await blobChunks(t.app.db, file!.blobId).next();
        expect(head!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
  });

  it('records only stages behind each application, dated so the stage rules accept them', async () => {
    for (const row of await seeded()) {
      const records = await findStageRecords(t.app.db, row.id);
      const submittedOn = formatDate(row.submittedAt!);
      for (const [stage, result] of Object.entries(records)) {
        expect(isStage(stage)).toBe(true);
        if (!isStage(stage)) continue;
        const dates = Object.values(result as Record<string, unknown>).filter((v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));
        const today = formatDate(t.clock.now());
        expect(contextIssues(stage, result, { today, ...stageFactsOf(row.submittedAt, records) }), `${row.id} ${stage}`).toEqual([]);
        if (stage !== 'license') for (const d of dates) expect(d >= submittedOn, `${row.id} ${stage} ${d}`).toBe(true);
      }
      if (row.status === APPLY_STATUS.inReview) {
        const current = await t.app.db.selectFrom('applies').select('stage').where('id', '=', row.id).executeTakeFirstOrThrow();
        expect(records).not.toHaveProperty(current.stage!);
      }
    }
  });

  it('gives the settled enterprise its register record, as a settlement writes it', async () => {
    const c = await t.app.db.selectFrom('enterprises').selectAll().where('unicodes', '=', ENTERPRISES.c.unicodes).executeTakeFirstOrThrow();
    const settled = await t.app.db.selectFrom('applies').select(['id', 'settledAt', 'stageRecords']).where('status', '=', APPLY_STATUS.settled).executeTakeFirstOrThrow();
    const records = await findStageRecords(t.app.db, settled.id);
    const licence = records.license as { creditCode: string; licenseIssueDate: string; registrationAuthority: string; licenseScanId: number };
    expect(c).toMatchObject({
      status: 'settled',
      settledAt: settled.settledAt,
      applyType: 'ownfund_company_relocate',
      creditCode: ENTERPRISES.c.creditCode,
      licenceDate: licence.licenseIssueDate,
      registeredAddress: (records.address as { registeredAddress: string }).registeredAddress,
      registrationAuthority: licence.registrationAuthority,
      settledApplyId: settled.id,
      settledVersion: 1,
    });
    expect(licence.creditCode).toBe(ENTERPRISES.c.creditCode);
    const scan = await t.app.db.selectFrom('applyAttachments').select(['key', 'applyId']).where('id', '=', licence.licenseScanId).executeTakeFirstOrThrow();
    expect(scan).toEqual({ key: 'licenseScan', applyId: settled.id });
    const others = await t.app.db.selectFrom('enterprises').select('status').where('unicodes', '!=', ENTERPRISES.c.unicodes).execute();
    expect(others.map((e) => e.status)).toEqual(['applying', 'applying']);
  });

  it('lets 张三 correct the returned application through the real calls and resubmit it', async () => {
    const token = await passwordLogin(t.app, 'personPassword', APPLICANT.username);
    const mine = data<{ items: TApply[] }>(await call(t.app, token, 'getAllApply', { size: 100 }));
    const returned = mine.items.find((a) => a.status === APPLY_STATUS.returned)!;
    expect(returned.haltedAt).toBe('statute_early');
    // The return asked for a partnership agreement with the custody arrangement: 张三 uploads the new one.
    data(
      await upload(t.app, token, {
        fields: { id: returned.id, unicodes: returned.unicodes, section: 'base', key: 'articlesOrAgreement' },
        file: { name: '合伙协议（含托管安排）.pdf', content: tinyPdf('custody') },
      }),
    );
    const resubmitted = data<TApply>(await call(t.app, token, 'submitApply', { id: returned.id, unicodes: returned.unicodes }));
    expect(resubmitted).toMatchObject({ status: APPLY_STATUS.inReview, stage: 'statute_early', version: 2 });
  });
});
