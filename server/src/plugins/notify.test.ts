import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { info, passwordLogin, SAM } from '../test/login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const nextPayload = (channel: string) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no notification on ${channel}`)), 5000);
    void t.app.notify.subscribe(channel, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('notify', () => {
  it('delivers a published JSON payload to a subscriber', async () => {
    const received = nextPayload('test_plain');
    await new Promise((r) => setTimeout(r, 50));
    await t.app.notify.publish('test_plain', { uid: 7, total: 3 });
    expect(await received).toEqual({ uid: 7, total: 3 });
  });

  it('delivers what a transaction publishes only after it commits, and nothing after a rollback', async () => {
    const seen: unknown[] = [];
    await t.app.notify.subscribe('test_tx', (p) => seen.push(p));
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await t.app.notify.publish('test_tx', { n: 'rolled back' }, trx);
        throw new Error('abort');
      })
      .catch(() => {});
    await t.app.db.transaction().execute(async (trx) => {
      await t.app.notify.publish('test_tx', { n: 'committed' }, trx);
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen, { timeout: 5000 }).toEqual([{ n: 'committed' }]);
  });

  it('writes what publishAll is given with its notifications: both commit together, or neither', async () => {
    const seen: unknown[] = [];
    await t.app.notify.subscribe('test_writes', (p) => seen.push(p));
    const message = (subject: string) =>
      t.app.db.insertInto('messages').values({ receiverId: 1, subject, body: '', genre: 'hub', applyId: null, createdAt: new Date() });
    const subjects = async () => (await t.app.db.selectFrom('messages').select('subject').where('subject', 'like', 'publishAll %').execute()).map((m) => m.subject);
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await t.app.notify.publishAll([{ channel: 'test_writes', payload: 'rolled back' }], trx, [message('publishAll rolled back')]);
        throw new Error('abort');
      })
      .catch(() => {});
    await t.app.db.transaction().execute(async (trx) => {
      await t.app.notify.publishAll([{ channel: 'test_writes', payload: 'committed' }], trx, [message('publishAll one'), message('publishAll two')]);
    });
    // Without notifications the writes still run. The writes of one statement run in no set order.
    await t.app.notify.publishAll([], t.app.db, [message('publishAll alone')]);
    expect((await subjects()).sort()).toEqual(['publishAll alone', 'publishAll one', 'publishAll two']);
    await expect.poll(() => seen, { timeout: 5000 }).toEqual(['committed']);
  });

  it('refuses channel names that are not plain identifiers', async () => {
    await expect(t.app.notify.publish('bad; drop', {})).rejects.toThrow('Invalid notification channel');
  });
});

describe.skipIf(TEST_DB !== 'postgres')('session revocation across processes (PostgreSQL)', () => {
  it('a logout in one process evicts the session cached by another', async () => {
    const other = await buildTestApp({ target: t.target });
    try {
      const token = await passwordLogin(t.app, 'personPassword', 'gov1');
      expect((await info(other.app, token)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: `${SAM}/logout`, headers: { 'x-token': token } });
      await expect
        .poll(async () => (await info(other.app, token)).json().code, { timeout: 5000 })
        .toBe(CODES.revoked);
    } finally {
      await other.app.close();
    }
  });
});
