import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { genderOf, isCitizenId } from '@ftown/domain/validators/citizen-id';
import { isCreditCode } from '@ftown/domain/validators/credit-code';
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
