import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { partsOf } from '@ftown/domain/applications/types';
import { call } from './test-support.ts';
import { data } from '../review/test-support.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

let t: TestApp;
let applicant: string;

beforeAll(async () => {
  t = await buildTestApp();
  applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
});
afterAll(async () => {
  await t?.close();
});

describe(`a submission checks the drafts before it takes the application's row lock (issue 15, ${TEST_DB})`, () => {
  it.skipIf(TEST_DB !== 'postgres')('refuses an incomplete draft at once while another transaction holds that lock', async () => {
    const apply = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('manager_company')));
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
