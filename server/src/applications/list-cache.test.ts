import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { exampleFor } from '@ftown/domain/applications/examples';
import { partsOf } from '@ftown/domain/applications/types';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { LISTENER_APPLICATION_NAME } from '../db/database.ts';
import { ListCache, LISTS_CHANNEL, type ListScope, type QueueLoad } from './list-cache.ts';
import { type Moved, type QueueShape, ZMove } from './queue-moves.ts';
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

/** The approval queue read whole, oldest submission first, two rows a page. */
const approvalShape = (offset = 0) =>
  ({ filter: { status: 2, stage: 'approval', assignee: null }, order: 'arrival', offset, limit: 2 }) as const satisfies QueueShape;
/** A place in review at `stage`, submitted at `ms`. */
const place = (stage: string, ms: number) => [2, stage, null, null, ms, null, null] as const;
/** A change by transaction `xid` moving application `id` from `before` to `after` (null: in no queue). */
const move = (xid: number, id: number, before: ReturnType<typeof place> | null, after: ReturnType<typeof place> | null): Moved => ({
  xid: String(xid),
  moves: [ZMove.parse([id, before, after])],
});
/** Rows 1 and 2 (submitted at 1000 and 2000 ms), read in a snapshot that saw transactions before 100. */
const firstPage = { items: ['row 1', 'row 2'], snapshot: '100:100:', last: [2000, 2], total: { n: 5, snapshot: '100:100:' } };

/** A whole queue's page loader that resolves when told, noting whether each run was asked to count. */
const controlledQueueLoad = () => {
  const counts: boolean[] = [];
  const pending: ((value: QueueLoad<string>) => void)[] = [];
  return {
    load: (count: boolean) => {
      counts.push(count);
      return new Promise<QueueLoad<string>>((resolve) => pending.push(resolve));
    },
    resolveAll: (value: QueueLoad<string>) => pending.splice(0).forEach((resolve) => resolve(value)),
    counts,
  };
};

describe('ListCache, whole queue pages', () => {
  const loaded = async (cache: ListCache, shape: QueueShape, value: QueueLoad<string>) => {
    const l = controlledQueueLoad();
    const reading = cache.getQueuePage(shape, `page at ${shape.offset}`, l.load);
    l.resolveAll(value);
    return { page: await reading, counts: l.counts };
  };

  it('keeps a page that a move behind its last row leaves as it was, and moves its total', async () => {
    const cache = new ListCache();
    await loaded(cache, approvalShape(), firstPage);
    cache.changed([], [[2, 'approval'], [2, 'approval_reported']], move(120, 9, place('approval', 9000), place('approval_reported', 9000)));
    const after = await loaded(cache, approvalShape(), { ...firstPage, items: ['not read'] });
    expect(after.page).toEqual({ total: 4, items: ['row 1', 'row 2'] });
    expect(after.counts).toEqual([]);
    // An arrival behind it raises the total again.
    cache.changed([], [[2, 'approval']], move(121, 10, null, place('approval', 10_000)));
    expect((await loaded(cache, approvalShape(), firstPage)).page.total).toBe(5);
  });

  it('forgets a page a move touches: a row on it, one before it, or one within a millisecond of its last', async () => {
    for (const [id, ms] of [
      [2, 2000],
      [7, 500],
      [8, 2001],
    ] as const) {
      const cache = new ListCache();
      await loaded(cache, approvalShape(), firstPage);
      cache.changed([], [[2, 'approval']], move(120, id, place('approval', ms), place('approval_reported', ms)));
      const after = await loaded(cache, approvalShape(), { ...firstPage, items: ['reloaded'], total: undefined });
      // Reloaded without a count: the total known is moved by the change.
      expect(after).toEqual({ page: { total: 4, items: ['reloaded'] }, counts: [false] });
    }
  });

  it('forgets a page that is not full when anything enters its queue, and a later page when a row moves before it', async () => {
    const cache = new ListCache();
    await loaded(cache, approvalShape(), { ...firstPage, items: ['only row'], last: [1000, 1], total: { n: 1, snapshot: '100:100:' } });
    await loaded(cache, approvalShape(2), { ...firstPage, items: ['row 3', 'row 4'], last: [4000, 4] });
    cache.changed([], [[2, 'approval']], move(120, 9, null, place('approval', 9000)));
    expect((await loaded(cache, approvalShape(), firstPage)).page.items).toEqual(['row 1', 'row 2']);
    cache.changed([], [[2, 'approval']], move(121, 3, place('approval', 3000), null));
    expect((await loaded(cache, approvalShape(2), { ...firstPage, items: ['row 4', 'row 5'] })).page.items).toEqual(['row 4', 'row 5']);
  });

  it('does not count a change twice that the count already saw', async () => {
    const cache = new ListCache();
    // Transaction 99 committed before the snapshot; 100 was still running in it (xip).
    await loaded(cache, approvalShape(), { ...firstPage, total: { n: 5, snapshot: '99:101:100' } });
    cache.changed([], [[2, 'approval']], move(99, 9, place('approval', 9000), null));
    cache.changed([], [[2, 'approval']], move(100, 10, place('approval', 10_000), null));
    expect((await loaded(cache, approvalShape(), firstPage)).page.total).toBe(4);
  });

  it('judges the changes heard while a page loaded once its snapshots are known', async () => {
    const cache = new ListCache();
    const l = controlledQueueLoad();
    const reading = cache.getQueuePage(approvalShape(), 'page at 0', l.load);
    // Seen by the count (before its snapshot), then not seen (after it): counted once each.
    cache.changed([], [[2, 'approval']], move(90, 9, place('approval', 9000), null));
    cache.changed([], [[2, 'approval']], move(150, 10, place('approval', 10_000), null));
    l.resolveAll(firstPage);
    expect(await reading).toEqual({ total: 4, items: ['row 1', 'row 2'] });
    expect((await loaded(cache, approvalShape(), { ...firstPage, items: ['not read'] })).page).toEqual({ total: 4, items: ['row 1', 'row 2'] });

    // A change heard while loading that touches the page: its callers get it, nobody later.
    const m = controlledQueueLoad();
    cache.changed(null, false);
    const again = cache.getQueuePage(approvalShape(), 'page at 0', m.load);
    cache.changed([], [[2, 'approval']], move(150, 1, place('approval', 1000), null));
    m.resolveAll(firstPage);
    expect((await again).items).toEqual(['row 1', 'row 2']);
    expect((await loaded(cache, approvalShape(), { ...firstPage, items: ['reloaded'] })).page.items).toEqual(['reloaded']);
  });

  it('forgets pages and totals of a change without moves, and counts again', async () => {
    const cache = new ListCache();
    await loaded(cache, approvalShape(), firstPage);
    cache.changed([], [[2, 'approval']]);
    const after = await loaded(cache, approvalShape(), { ...firstPage, items: ['reloaded'], total: { n: 7, snapshot: '200:200:' } });
    expect(after).toEqual({ page: { total: 7, items: ['reloaded'] }, counts: [true] });
  });

  it('gives a burst of readers after a change one load, without a count', async () => {
    const cache = new ListCache();
    await loaded(cache, approvalShape(), firstPage);
    cache.changed([], [[2, 'approval']], move(120, 1, place('approval', 1000), null));
    const l = controlledQueueLoad();
    const reads = Array.from({ length: 50 }, () => cache.getQueuePage(approvalShape(), 'page at 0', l.load));
    l.resolveAll({ ...firstPage, items: ['row 2', 'row 3'], total: undefined });
    expect(new Set((await Promise.all(reads)).map((p) => `${p.total} ${p.items.join()}`))).toEqual(new Set(['4 row 2,row 3']));
    expect(l.counts).toEqual([false]);
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
      // With where the application stood before and after, and the transaction that moved it (migration 0037).
      const [row] = (
        await sql<{ submitted: string; overdue: string; remaining: number }>`
          select floor(extract(epoch from submitted_at) * 1000)::text as submitted, floor(extract(epoch from clock_overdue_at) * 1000)::text as overdue,
                 clock_limit_days * 86400 - clock_spent_s as remaining from applies where id = ${examined.id}`.execute(t.app.db)
      ).rows as [{ submitted: string; overdue: string; remaining: number }];
      const stood = [2, stage, null, null, Number(row.submitted), Number(row.overdue), row.remaining];
      expect(heard).toEqual([{ uids: expect.any(Array), queues: [[2, stage]], moves: [[examined.id, stood, stood]], xid: expect.stringMatching(/^\d+$/), at: expect.any(String) }]);
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

  it('keeps a whole queue page across moves behind it and reads it again when one touches it, its total right throughout', async () => {
    const admin = await passwordLogin(t.app, 'personPassword', 'admin');
    const job = 'industry_send';
    const first = await submittedApplication(t.app, applicant, 'manager_company');
    /** `n` applications entering the queue at once, submitted `minutesAgo` … `minutesAgo - n + 1` minutes ago. */
    const arrive = async (n: number, minutesAgo: number) => {
      const ids = (
        await sql<{ id: number }>`
          insert into applies (enterprise_id, created_by, category, company_type, relocate, name, status, stage, version, submitted_at, created_at, updated_at)
          select enterprise_id, created_by, category, company_type, relocate, '排队' || g, 2, ${job}, 1,
                 now() - make_interval(mins => ${minutesAgo} - g), now(), now()
          from applies, generate_series(0, ${n - 1}) g where id = ${first.id} order by g returning id`.execute(t.app.db)
      ).rows.map((r) => r.id);
      // As a write through the API would, before the next read (PostgreSQL hears it on another connection).
      await t.app.notify.settle();
      return ids;
    };
    const leave = async (id: number, to = 'industry_postback') => {
      await sql`update applies set stage = ${to} where id = ${id}`.execute(t.app.db);
      await t.app.notify.settle();
    };
    const queue = async () => data<Page>(await call(t.app, admin, 'getAllApply', { job, page: 1, size: 2 }));
    /** The page as the database has it now. */
    const truth = async () => {
      const rows = (await sql<{ id: number; name: string }>`select id, name from applies where status = 2 and stage = ${job}
        order by submitted_at, id`.execute(t.app.db)).rows;
      return { total: rows.length, items: rows.slice(0, 2).map((r) => [r.id, r.name]) };
    };
    const shown = (page: Page) => ({ total: page.total, items: page.items.map((a) => [a.id, a.name]) });

    const [r0, r1, , , r4] = await arrive(5, 100);
    expect(shown(await queue())).toEqual(await truth());
    // Unannounced: a page read again from the database would show it.
    await renameSilently(r0!, '未通知一');

    // Out of the queue behind the page, and a new arrival behind it: the page stands, its total follows.
    await leave(r4!);
    expect(shown(await queue())).toEqual({ total: 4, items: [[r0, '排队0'], [r1, '排队1']] });
    await arrive(1, 10);
    expect(shown(await queue())).toEqual({ total: 5, items: [[r0, '排队0'], [r1, '排队1']] });

    // Out of the page: read again.
    await leave(r1!);
    expect(shown(await queue())).toEqual(await truth());
    expect((await queue()).items[0]?.name).toBe('未通知一');

    // Into the queue before the page: read again.
    await renameSilently(r0!, '未通知二');
    await sql`update applies set submitted_at = now() - interval '1 day' where id = ${r4}`.execute(t.app.db);
    await leave(r4!, job);
    expect(shown(await queue())).toEqual(await truth());
    expect((await queue()).items.map((a) => a.id)).toEqual([r4, r0]);

    // Too many at once to name their moves (more than 16): forgotten and counted again.
    await arrive(20, 5);
    expect(shown(await queue())).toEqual(await truth());
    expect((await queue()).total).toBe(25);
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
