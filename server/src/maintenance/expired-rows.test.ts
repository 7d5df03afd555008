import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { login, passwordLogin, smsLogin } from '../test/login.ts';
import { deleteExpiredRows } from './expired-rows.ts';

const DAY_MS = 24 * 60 * 60_000;

describe('deleteExpiredRows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const counts = async () => {
    const n = async (table: 'sessions' | 'smsCodes' | 'attemptCounters') =>
      Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    return { sessions: await n('sessions'), smsCodes: await n('smsCodes'), attemptCounters: await n('attemptCounters') };
  };

  it('keeps what is still read and deletes sign-in rows a day past their use', async () => {
    await smsLogin(t.app, 'personMobile', '13800000001');
    expect((await login(t.app, { type: 'personPassword', account: 'gov1', password: 'wrong-Pass1' })).statusCode).toBe(401);
    const fresh = await counts();
    expect(fresh.sessions).toBeGreaterThan(0);
    expect(fresh.smsCodes).toBeGreaterThan(0);
    expect(fresh.attemptCounters).toBeGreaterThan(0);

    // Nothing is due yet: the rows are minutes old and the session is live.
    expect(await deleteExpiredRows(t.app.db, t.clock.now())).toMatchObject({ sessions: 0, smsCodes: 0, attemptCounters: 0 });
    expect(await counts()).toEqual(fresh);

    // Two days on (past the absolute session lifetime of the test config, and past the SMS day), a new sign-in
    // is made and survives while the old rows go.
    t.clock.advance(2 * DAY_MS + 1000);
    await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const deleted = await deleteExpiredRows(t.app.db, t.clock.now());
    expect(deleted.smsCodes).toBe(fresh.smsCodes);
    expect(deleted.sessions).toBe(fresh.sessions);
    expect(await counts()).toMatchObject({ sessions: 1, smsCodes: 0 });
    // Ended windows go; the new sign-in restarted its client's window, which stays while it is open.
    expect(deleted.attemptCounters).toBeGreaterThan(0);
    const open = await t.app.db.selectFrom('attemptCounters').select(['windowEndsAt']).execute();
    expect(open.every((c) => c.windowEndsAt > t.clock.now())).toBe(true);
  });
});
