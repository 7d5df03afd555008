import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { exampleFor } from '@ftown/domain/applications/examples';
import { partsOf } from '@ftown/domain/applications/types';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { LISTENER_APPLICATION_NAME } from '../db/database.ts';
import { ListCache, LISTS_CHANNEL, type ListScope } from './list-cache.ts';
import { call } from './test-support.ts';

type Page = { total: number; items: TApply[] };

const address = { status: 2, stage: 'address' } as const;
const approval = { status: 2, stage: 'approval' } as const;
/** The list queue of every application in review, whatever its stage. */
const inReview = { status: 2, stage: null } as const;

/** A page named for what loaded it, weighing `rows` rows (plus one for the page). */
const page = (name: string, rows = 0) => ({ name, items: Array.from({ length: rows }, () => name) });
type Named = ReturnType<typeof page>;

/** The name of the page the cache answers, given what a load would produce now. */
const read = async (cache: ListCache, scope: ListScope, key: string, loads: string, rows = 0) =>
  (await cache.get(scope, key, async () => page(loads, rows))).name;

/** A load that resolves when told, counting how often it ran. */
const controlledLoad = () => {
  let runs = 0;
  const pending: ((value: Named) => void)[] = [];
  return {
    load: () => {
      runs++;
      return new Promise<Named>((resolve) => pending.push(resolve));
    },
    resolveAll: (name: string) => pending.splice(0).forEach((resolve) => resolve(page(name))),
    runs: () => runs,
  };
};

describe('ListCache', () => {
  it('gives concurrent misses of one page one load, and later reads the remembered page', async () => {
    const cache = new ListCache();
    const l = controlledLoad();
    const reads = [cache.get({ uid: 1 }, 'p1', l.load), cache.get({ uid: 1 }, 'p1', l.load)];
    l.resolveAll('page');
    expect((await Promise.all(reads)).map((p) => p.name)).toEqual(['page', 'page']);
    expect((await cache.get({ uid: 1 }, 'p1', l.load)).name).toBe('page');
    expect(l.runs()).toBe(1);
  });

  it('does not keep a page whose scope changed while it loaded', async () => {
    const cache = new ListCache();
    const l = controlledLoad();
    const first = cache.get(address, 'q', l.load);
    cache.changed([], true);
    l.resolveAll('before the change');
    expect((await first).name).toBe('before the change');
    const second = cache.get(address, 'q', l.load);
    l.resolveAll('after the change');
    expect((await second).name).toBe('after the change');
    expect(l.runs()).toBe(2);
  });

  it('forgets only the scopes a change names', async () => {
    const cache = new ListCache();
    await read(cache, { uid: 1 }, 'p', 'one');
    await read(cache, { uid: 2 }, 'p', 'two');
    await read(cache, address, 'q', 'queue');
    cache.changed([1], false);
    expect(await read(cache, { uid: 1 }, 'p', 'one again')).toBe('one again');
    expect(await read(cache, { uid: 2 }, 'p', 'reloaded')).toBe('two');
    expect(await read(cache, address, 'q', 'reloaded')).toBe('queue');
    cache.changed([], true);
    expect(await read(cache, address, 'q', 'queue again')).toBe('queue again');
    expect(await read(cache, { uid: 2 }, 'p', 'reloaded')).toBe('two');
    cache.changed(null, false);
    expect(cache.size).toEqual({ pages: 0, rows: 0 });
  });

  it('forgets the queues a change names, with the list queue of their status, and no other', async () => {
    const cache = new ListCache();
    const fill = async (name: string) => {
      await read(cache, address, 'q', `${name} address`);
      await read(cache, approval, 'q', `${name} approval`);
      await read(cache, inReview, 'q', `${name} in review`);
      await read(cache, { status: 3, stage: null }, 'q', `${name} settled`);
    };
    const reread = async () => [
      await read(cache, address, 'q', 'address reloaded'),
      await read(cache, approval, 'q', 'approval reloaded'),
      await read(cache, inReview, 'q', 'in review reloaded'),
      await read(cache, { status: 3, stage: null }, 'q', 'settled reloaded'),
    ];
    await fill('old');
    cache.changed([], [[2, 'approval']]);
    expect(await reread()).toEqual(['old address', 'approval reloaded', 'in review reloaded', 'old settled']);
    cache.changed([], [[3, null]]);
    expect(await reread()).toEqual(['old address', 'approval reloaded', 'in review reloaded', 'settled reloaded']);
    cache.changed([], false);
    expect(await reread()).toEqual(['old address', 'approval reloaded', 'in review reloaded', 'settled reloaded']);
  });

  it('remembers nothing while notifications cannot arrive, and starts empty when they can', async () => {
    const cache = new ListCache();
    await read(cache, { uid: 1 }, 'p', 'old');
    cache.delivering(false);
    expect(await read(cache, { uid: 1 }, 'p', 'read while down')).toBe('read while down');
    expect(await read(cache, { uid: 1 }, 'p', 'read again while down')).toBe('read again while down');
    cache.delivering(true);
    expect(await read(cache, { uid: 1 }, 'p', 'fresh')).toBe('fresh');
    expect(await read(cache, { uid: 1 }, 'p', 'not read')).toBe('fresh');
  });

  it('does not remember a failed load', async () => {
    const cache = new ListCache();
    await expect(cache.get({ uid: 1 }, 'p', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await read(cache, { uid: 1 }, 'p', 'ok')).toBe('ok');
  });

  it('holds at most its rows, dropping the least recently read pages first', async () => {
    const cache = new ListCache(25);
    await read(cache, { uid: 1 }, 'a', 'a', 9);
    await read(cache, { uid: 1 }, 'b', 'b', 9);
    expect(cache.size).toEqual({ pages: 2, rows: 20 });
    await read(cache, { uid: 1 }, 'a', 'not read');
    await read(cache, { uid: 2 }, 'c', 'c', 9);
    expect(cache.size).toEqual({ pages: 2, rows: 20 });
    expect(await read(cache, { uid: 1 }, 'a', 'not read')).toBe('a');
    expect(await read(cache, { uid: 1 }, 'b', 'b reloaded')).toBe('b reloaded');
    cache.changed([2], false);
    expect(cache.size.pages).toBe(2);
  });
});

describe('application lists kept in memory', () => {
  let t: TestApp;
  let applicant: string;
  let chief: string;
  const own = async (app = t.app) => data<Page>(await call(app, applicant, 'getAllApply', { page: 1, size: 50 }));
  const named = (page: Page, id: number) => page.items.find((a) => a.id === id)?.name;
  const saveName = (draft: TApply, name: string) =>
    call(t.app, applicant, 'saveSection', {
      id: draft.id,
      unicodes: draft.unicodes,
      section: 'base',
      data: { ...exampleFor(draft.type).base, name },
    });
  /** Changes a name behind the app's back: with triggers off, nothing announces it. */
  const renameSilently = async (id: number, name: string) => {
    await sql`alter table applies disable trigger user`.execute(t.app.db);
    try {
      await sql`update applies set name = ${name} where id = ${id}`.execute(t.app.db);
    } finally {
      await sql`alter table applies enable trigger user`.execute(t.app.db);
    }
  };

  beforeAll(async () => {
    t = await buildTestApp();
    applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    chief = await passwordLogin(t.app, 'personPassword', 'chief');
  });
  afterAll(() => t.close());

  it('serves a page from memory until the database announces a change, whoever makes it', async () => {
    const draft = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('manager_company')));
    expect(named(await own(), draft.id)).toBe(draft.name);
    await renameSilently(draft.id, '无人知晓的名称');
    expect(named(await own(), draft.id)).toBe(draft.name);
    // An operator's SQL goes through the triggers like any service.
    await sql`update applies set name = ${'运维改名'} where id = ${draft.id}`.execute(t.app.db);
    await t.app.notify.settle();
    expect(named(await own(), draft.id)).toBe('运维改名');
  });

  it('shows each write to the next read: a new draft, a saved name, a submission, a staff action', async () => {
    const before = await own();
    const draft = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('product_company')));
    expect((await own()).total).toBe(before.total + 1);

    const intake = async () => data<Page>(await call(t.app, chief, 'getAllApply', { job: 'examine', page: 1, size: 100 }));
    const queued = (await intake()).total;
    // A draft is in nobody's queue: saving it changes the applicant's page, not the staff's.
    data(await saveName(draft, '缓存测试基金管理有限公司'));
    expect(named(await own(), draft.id)).toBe('缓存测试基金管理有限公司');
    expect((await intake()).total).toBe(queued);

    const submitted = await submittedApplication(t.app, applicant, 'manager_company');
    expect((await intake()).total).toBe(queued + 1);
    expect((await own()).items.find((a) => a.id === submitted.id)?.status).toBe(1);
    data(await review(t.app, chief, 'startExamine', { id: submitted.id, unicodes: submitted.unicodes }));
    expect((await own()).items.find((a) => a.id === submitted.id)?.status).toBe(2);
  });

  it('announces a change only when one commits, and an enterprise only when its code or name changes', async () => {
    const heard: unknown[] = [];
    const stop = await t.app.notify.subscribe(LISTS_CHANNEL, (payload) => heard.push(payload));
    try {
      const draft = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('other_company')));
      await t.app.notify.settle();
      const [{ id: zhang }] = (await sql<{ id: number }>`select id from users where username = 'zhangsan'`.execute(t.app.db)).rows as [{ id: number }];
      expect(heard).toContainEqual({ uids: [zhang], queues: false });

      heard.length = 0;
      await t.app.db
        .transaction()
        .execute(async (trx) => {
          await sql`update applies set name = 'rolled back' where id = ${draft.id}`.execute(trx);
          throw new Error('roll back');
        })
        .catch(() => {});
      await sql`update applies set name = 'nothing' where id = -1`.execute(t.app.db);
      await sql`update enterprises set password_hash = password_hash where unicodes = ${draft.unicodes}`.execute(t.app.db);
      await t.app.notify.settle();
      expect(heard).toEqual([]);

      await sql`update enterprises set name = ${'改名企业'} where unicodes = ${draft.unicodes}`.execute(t.app.db);
      await t.app.notify.settle();
      expect(heard).toEqual([{ uids: [zhang], queues: true }]);
    } finally {
      await stop();
    }
  });

  it('forgets only the queues a change moves applications out of or into', async () => {
    const intake = async () => data<Page>(await call(t.app, chief, 'getAllApply', { job: 'examine', page: 1, size: 100 }));
    const waiting = await submittedApplication(t.app, applicant, 'manager_company');
    const examined = await submittedApplication(t.app, applicant, 'product_company');
    data(await review(t.app, chief, 'startExamine', { id: examined.id, unicodes: examined.unicodes }));
    const [{ stage }] = (await sql<{ stage: string }>`select stage from applies where id = ${examined.id}`.execute(t.app.db)).rows as [{ stage: string }];
    expect(named(await intake(), waiting.id)).toBe(waiting.name);
    await renameSilently(waiting.id, '未通知的名称');

    const heard: unknown[] = [];
    const stop = await t.app.notify.subscribe(LISTS_CHANNEL, (payload) => heard.push(payload));
    try {
      // A change in review says which queue it touched; the intake queue's page is kept.
      await sql`update applies set updated_at = now() where id = ${examined.id}`.execute(t.app.db);
      await t.app.notify.settle();
      expect(heard).toEqual([{ uids: expect.any(Array), queues: [[2, stage]] }]);
      expect(named(await intake(), waiting.id)).toBe(waiting.name);

      // A move names both queues: the one left and the one entered.
      heard.length = 0;
      await sql`update applies set status = 2, stage = 'risk' where id = ${waiting.id}`.execute(t.app.db);
      await t.app.notify.settle();
      expect(heard).toHaveLength(1);
      expect((heard[0] as { queues: unknown[] }).queues).toEqual(expect.arrayContaining([[1, null], [2, 'risk']]));
      expect(named(await intake(), waiting.id)).toBeUndefined();
    } finally {
      await stop();
    }
  });

  describe.skipIf(TEST_DB !== 'postgres')('on PostgreSQL, across processes and connection failures', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await buildTestApp({ target: t.target });
    });
    afterAll(() => other.close());

    const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
      for (let i = 0; i < 50; i++) {
        const value = await read();
        if (done(value)) return value;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return read();
    };

    it('forgets a page in another process when this one writes', async () => {
      const draft = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('manager_partner')));
      expect(named(await own(other.app), draft.id)).toBe(draft.name);
      await renameSilently(draft.id, '别处看不到');
      expect(named(await own(other.app), draft.id)).toBe(draft.name);
      data(await saveName(draft, '另一进程写的名称'));
      const seen = await eventually(() => own(other.app), (page) => named(page, draft.id) === '另一进程写的名称');
      expect(named(seen, draft.id)).toBe('另一进程写的名称');
    });

    it('answers a write only after its process heard what it committed', async () => {
      const heard: string[] = [];
      const stop = await t.app.notify.subscribe('settle_test', (payload) => heard.push(String(payload)));
      try {
        for (let i = 0; i < 20; i++) {
          await t.app.db.transaction().execute((trx) => t.app.notify.publish('settle_test', `n${i}`, trx));
          await t.app.notify.settle();
          expect(heard.at(-1)).toBe(`n${i}`);
        }
      } finally {
        await stop();
      }
    });

    it('answers each of many concurrent writes only after its process heard it, one marker serving several', async () => {
      const heard = new Set<string>();
      const stop = await t.app.notify.subscribe('settle_test', (payload) => heard.add(String(payload)));
      try {
        const write = async (i: number) => {
          await t.app.db.transaction().execute((trx) => t.app.notify.publish('settle_test', `c${i}`, trx));
          await t.app.notify.settle();
          return heard.has(`c${i}`);
        };
        expect(await Promise.all(Array.from({ length: 30 }, (_, i) => write(i)))).toEqual(Array.from({ length: 30 }, () => true));
      } finally {
        await stop();
      }
    });

    it('reads from the database while the listening connection is down, and from memory again once it is back', async () => {
      const draft = data<TApply>(await call(t.app, applicant, 'createApply', partsOf('ownfund_company')));
      expect(named(await own(), draft.id)).toBe(draft.name);
      const states: boolean[] = [];
      const stop = t.app.notify.onDelivery((now) => states.push(now));
      try {
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(t.app.db);
        await eventually(async () => states, (s) => s.includes(false));
        expect(states[0]).toBe(false);
        // A change nobody announces is read at once: nothing is remembered while notifications may be lost.
        await renameSilently(draft.id, '断线期间的名称');
        expect(named(await own(), draft.id)).toBe('断线期间的名称');
        await eventually(async () => states, (s) => s.includes(true));
        expect(named(await own(), draft.id)).toBe('断线期间的名称');
        await renameSilently(draft.id, '恢复后未通知的名称');
        expect(named(await own(), draft.id)).toBe('断线期间的名称');
      } finally {
        stop();
      }
    });
  });
});
