import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply, TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { missingAttachments } from '@ftown/domain/applications/attachments';
import { exampleFor } from '@ftown/domain/applications/examples';
import { partsOf, type ApplyType } from '@ftown/domain/applications/types';
import { call, upload, tinyPdf } from '../applications/test-support.ts';
import { data } from '../review/test-support.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

const TYPE: ApplyType = 'manager_company';
const TRIALS = 8;

let t: TestApp;
let applicant: string;

beforeAll(async () => {
  t = await buildTestApp();
  applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
});
afterAll(async () => {
  await t?.close();
});

const readyDraft = async () => {
  const apply = data<TApply>(await call(t.app, applicant, 'createApply', partsOf(TYPE)));
  const ref = { id: apply.id, unicodes: apply.unicodes };
  const example = exampleFor(TYPE);
  for (const [section, sectionData] of Object.entries(example)) data(await call(t.app, applicant, 'saveSection', { ...ref, section, data: sectionData }));
  for (const def of missingAttachments(TYPE, example, new Set())) {
    data(await upload(t.app, applicant, { fields: { ...ref, section: def.section, key: def.key }, file: { name: `${def.key}.pdf`, content: tinyPdf(def.key) } }));
  }
  return ref;
};

describe(`a save sent together with a submit (issue 18 item 11, ${TEST_DB})`, () => {
  it('either lands in the frozen version or is refused with 409; never answered 保存成功 and lost', async () => {
    const outcomes = { savedAndFrozen: 0, saveRefused: 0 };
    for (let trial = 0; trial < TRIALS; trial++) {
      const ref = await readyDraft();
      const base = { ...exampleFor(TYPE).base, employees: 100 + trial };
      const [save, submit] = await Promise.all([
        call(t.app, applicant, 'saveSection', { ...ref, section: 'base', data: base }),
        call(t.app, applicant, 'submitApply', ref),
      ]);
      expect(submit.statusCode, submit.body).toBe(200);
      const frozen = data<TApplyDetail>(await call(t.app, applicant, 'getOneApply', { ...ref, version: 1 }));
      if (save.statusCode === 200) {
        expect((save.json() as { message: string }).message).toBe('保存成功');
        expect(frozen.sections.base?.employees, `trial ${trial}: the saved value is missing from version 1`).toBe(100 + trial);
        outcomes.savedAndFrozen++;
      } else {
        expect(save.statusCode, save.body).toBe(409);
        const refused = save.json() as { code: number; message: string };
        expect(refused.code).toBe(CODES.conflict);
        expect(refused.message).toMatch(/[\u4e00-\u9fa5]/);
        expect(frozen.sections.base?.employees).toBe(exampleFor(TYPE).base?.employees);
        outcomes.saveRefused++;
      }
    }
    expect(outcomes.savedAndFrozen + outcomes.saveRefused).toBe(TRIALS);
  });
});

describe(`a submission checks the drafts before it takes the application's row lock (issue 15, ${TEST_DB})`, () => {
  it.skipIf(TEST_DB !== 'postgres')('refuses an incomplete draft at once while another transaction holds that lock', async () => {
    const apply = data<TApply>(await call(t.app, applicant, 'createApply', partsOf(TYPE)));
    if (t.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const holder = new pg.Client({ connectionString: t.target.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from applies where id = $1 for update', [apply.id]);
      const submitted = call(t.app, applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes });
      const answer = await Promise.race([submitted, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
      expect(answer, 'the refusal waited for the row lock').not.toBeNull();
      expect(answer!.statusCode).toBe(400);
      expect((answer!.json() as { code: number }).code).toBe(CODES.badInput);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});
