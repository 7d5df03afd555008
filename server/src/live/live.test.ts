import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import type { TStaffSummary } from '@ftown/domain/home/home.schemas';
import { APPLY_EVENT, LIVE_STREAMS, RECONNECT_MS, SELECT_ALL_NOTICES, ZApplyEvent, ZLiteMsgEvent, ZWarnedEvent, type TApplyEvent, type TNotice } from '@ftown/domain/live/live.schemas';
import { nodeOfJob, routePathOf } from '@ftown/domain/review/stages';
import { sql } from 'kysely';
import { LISTENER_APPLICATION_NAME } from '../db/database.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../test/build-test-app.ts';
import { info, passwordLogin, SAM } from '../test/login.ts';
import { call } from '../applications/test-support.ts';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { MAX_STREAMS_PER_USER } from './live.service.ts';
import { baseUrlOf, openSse, signalQueues, streamUrl, unreadCount, writeMessage, type SseReader } from './test-support.ts';

let t: TestApp;
let base: string;
const opened: SseReader[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = baseUrlOf(t.app);
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

const open = async (kind: 'messages' | 'notices', token: string) => {
  const s = await openSse(streamUrl(base, kind, token));
  opened.push(s);
  return s;
};

const uidOf = async (token: string) => data<{ id: number }>(await info(t.app, token)).id;

/** Opens a stream and reads past its retry field to the first event, checking both. */
const openLive = async (kind: 'messages' | 'notices', token: string) => {
  const s = await open(kind, token);
  expect(s.status, s.body).toBe(200);
  expect(await s.next()).toEqual({ retry: RECONNECT_MS });
  const first = await s.nextEvent();
  expect(first.event).toBe(LIVE_STREAMS[kind].event);
  return { stream: s, first: first.data };
};

const totalEvent = (event: { event: string; data: unknown }) => {
  expect(event.event).toBe(LIVE_STREAMS.messages.event);
  return ZLiteMsgEvent.parse(event.data);
};

const countAt = (notices: readonly TNotice[], routePath: string) => notices.find((n) => n.routePath === routePath)?.notices;

describe('liteMsgSE stream', () => {
  it('answers an event stream that is not cached nor buffered, and sends the current unread total at once', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const uid = await uidOf(token);
    await writeMessage(t.app, uid);
    await writeMessage(t.app, uid);
    const s = await open('messages', token);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toMatch(/no-store/);
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(await s.next()).toEqual({ retry: RECONNECT_MS });
    const total = await unreadCount(t.app, uid);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(totalEvent(await s.nextEvent())).toEqual({ uid, total });
  });

  it("pushes a committed message's new total to every stream of its receiver and to nobody else", async () => {
    const applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const other = await passwordLogin(t.app, 'personPassword', 'risk1');
    const uid = await uidOf(applicant);
    const [tab1, tab2, stranger] = await Promise.all([openLive('messages', applicant), openLive('messages', applicant), openLive('messages', other)]);
    const before = await unreadCount(t.app, uid);
    expect(tab1.first).toEqual({ uid, total: before });

    await writeMessage(t.app, uid);
    expect(totalEvent(await tab1.stream.nextEvent())).toEqual({ uid, total: before + 1 });
    expect(totalEvent(await tab2.stream.nextEvent())).toEqual({ uid, total: before + 1 });
    await stranger.stream.expectQuiet(300);
  });

  it('sends nothing for a rolled-back transaction', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const uid = await uidOf(token);
    const { stream, first } = await openLive('messages', token);
    const before = ZLiteMsgEvent.parse(first).total;

    await writeMessage(t.app, uid, { rollback: true });
    await stream.expectQuiet(400);
    expect(await unreadCount(t.app, uid)).toBe(before);
    await writeMessage(t.app, uid);
    expect(totalEvent(await stream.nextEvent())).toEqual({ uid, total: before + 1 });
  });

  it('gives a reconnecting client the totals it missed', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const uid = await uidOf(token);
    const { stream } = await openLive('messages', token);
    stream.close();
    await writeMessage(t.app, uid);
    const again = await openLive('messages', token);
    expect(again.first).toEqual({ uid, total: await unreadCount(t.app, uid) });
  });

  it.skipIf(TEST_DB !== 'postgres')('sends the totals a failed listening connection missed once it listens again', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const uid = await uidOf(token);
    const { stream, first } = await openLive('messages', token);
    const before = ZLiteMsgEvent.parse(first).total;
    const lost = new Promise<void>((resolve) => {
      const stop = t.app.notify.onDelivery((delivering) => {
        if (delivering) return;
        stop();
        resolve();
      });
    });
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(t.app.db);
    await lost;
    // Nobody listens now: this message's signal is lost, and only the reconnect can bring its total.
    await writeMessage(t.app, uid);
    expect(totalEvent(await stream.nextEvent(5000))).toEqual({ uid, total: before + 1 });
  });

  it('sends a heartbeat comment on an idle stream', async () => {
    const { stream } = await openLive('messages', await passwordLogin(t.app, 'personPassword', 'risk1'));
    const frame = await stream.next(3000);
    expect(frame.comment).toBe('');
    expect(frame.event).toBeUndefined();
  });
});

describe('refusals', () => {
  it.each([
    ['a missing token', '', CODES.badToken],
    ['a malformed token', 'not-a-token', CODES.badToken],
    ['an unknown token', 'a'.repeat(43), CODES.badToken],
  ])('answers %s with 401 and the error envelope, and no stream', async (_, token, code) => {
    const s = await open('messages', token);
    expect(s.status).toBe(401);
    expect(s.headers.get('content-type')).toMatch(/json/);
    const body = JSON.parse(s.body) as { code: number; message: string };
    expect(body.code).toBe(code);
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
    await s.ended(100);
  });

  it('refuses the notices stream and selectAllNotices to a non-staff user with 403', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    const s = await open('notices', token);
    expect(s.status).toBe(403);
    expect((JSON.parse(s.body) as { code: number }).code).toBe(CODES.forbidden);
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${SELECT_ALL_NOTICES.path}`, headers: { 'x-token': token } });
    expect(res.statusCode).toBe(403);
  });
});

describe('revocation and limits', () => {
  it("ends a session's streams at logout, and its token then gets 401 instead of a stream", async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'chief');
    const keep = await passwordLogin(t.app, 'personPassword', 'chief');
    const [messages, notices, kept] = await Promise.all([openLive('messages', token), openLive('notices', token), openLive('messages', keep)]);

    const res = await t.app.inject({ method: 'POST', url: `${SAM}/logout`, headers: { 'x-token': token } });
    expect(res.statusCode).toBe(200);
    await messages.stream.ended();
    await notices.stream.ended();
    // Another session of the same person is not signed out.
    await kept.stream.expectQuiet(200);
    await writeMessage(t.app, await uidOf(keep));
    expect(totalEvent(await kept.stream.nextEvent()).uid).toBe(await uidOf(keep));

    const again = await open('messages', token);
    expect(again.status).toBe(401);
    expect((JSON.parse(again.body) as { code: number }).code).toBe(CODES.revoked);
  });

  it("closes a user's streams when their cached identity is dropped, and the same token reconnects", async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'biz1');
    const { stream, first } = await openLive('notices', token);
    await t.app.evictSessions({ userIds: [await uidOf(token)] });
    await stream.ended();
    expect((await openLive('notices', token)).first).toEqual(first);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user, closing the oldest, and forgets streams their client closed`, async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'law1');
    const uid = await uidOf(token);
    const streams: SseReader[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) streams.push((await openLive('messages', token)).stream);
    // A closed tab frees its place: the next stream closes nobody.
    streams.pop()?.close();
    await new Promise((r) => setTimeout(r, 100));
    streams.push((await openLive('messages', token)).stream);
    await streams[0]!.expectQuiet(200);

    streams.push((await openLive('messages', token)).stream);
    await streams[0]!.ended();
    await writeMessage(t.app, uid);
    const total = await unreadCount(t.app, uid);
    for (const s of streams.slice(1)) expect(totalEvent(await s.nextEvent())).toEqual({ uid, total });
  });
});

describe('warnedSE stream and selectAllNotices', () => {
  const tokens = {} as Record<'applicant' | 'chief' | 'gov1', string>;
  let gov1: number;

  beforeAll(async () => {
    tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    tokens.chief = await passwordLogin(t.app, 'personPassword', 'chief');
    tokens.gov1 = await passwordLogin(t.app, 'personPassword', 'gov1');
    gov1 = await uidOf(tokens.gov1);
  });

  const selectAll = async (token: string) =>
    ZWarnedEvent.parse(data(await t.app.inject({ method: 'GET', url: `${API_BASE}${SELECT_ALL_NOTICES.path}`, headers: { 'x-token': token } })));

  const nextNotices = async (s: SseReader) => {
    const event = await s.nextEvent();
    expect(event.event).toBe(LIVE_STREAMS.notices.event);
    return ZWarnedEvent.parse(event.data);
  };

  it("sends the queue counts the staff home shows, one per queue the user may open, and the fallback answers the same", async () => {
    const { first } = await openLive('notices', tokens.chief);
    const home = data<TStaffSummary>(await t.app.inject({ method: 'GET', url: `${API_BASE}/home/staffSummary`, headers: { 'x-token': tokens.chief } }));
    const notices = ZWarnedEvent.parse(first);
    expect(notices.map((n) => [n.routePath, n.notices])).toEqual(home.queues.map((q) => [routePathOf(nodeOfJob(q.job)), q.count]));
    expect(notices.map((n) => n.routePath)).toEqual(expect.arrayContaining(['/rejection/index', '/nopassed/index']));
    expect(await selectAll(tokens.chief)).toEqual(notices);
  });

  it('updates as an application moves between queues, with per-examiner counts for the chief, and stays quiet otherwise', async () => {
    const [chief, examiner] = await Promise.all([openLive('notices', tokens.chief), openLive('notices', tokens.gov1)]);
    let chiefNow = ZWarnedEvent.parse(chief.first);
    let gov1Now = ZWarnedEvent.parse(examiner.first);
    const at = (list: TNotice[], path: string) => countAt(list, path) ?? Number.NaN;

    await signalQueues(t.app);
    await chief.stream.expectQuiet(300);

    const apply = await submittedApplication(t.app, tokens.applicant);
    await signalQueues(t.app);
    let next = await nextNotices(chief.stream);
    expect(at(next, '/examine/index')).toBe(at(chiefNow, '/examine/index') + 1);
    chiefNow = next;

    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    await signalQueues(t.app);
    next = await nextNotices(chief.stream);
    expect(at(next, '/examine/index')).toBe(at(chiefNow, '/examine/index') - 1);
    expect(at(next, '/government/distribution/index')).toBe(at(chiefNow, '/government/distribution/index') + 1);
    chiefNow = next;

    data<TApply>(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1 }));
    await signalQueues(t.app);
    next = await nextNotices(chief.stream);
    const early = (list: TNotice[]) => list.find((n) => n.routePath === '/government/early/index');
    expect(early(next)?.notices).toBe((early(chiefNow)?.notices ?? 0) + 1);
    expect(early(next)?.staff?.[String(gov1)]).toBe((early(chiefNow)?.staff?.[String(gov1)] ?? 0) + 1);

    const mine = await nextNotices(examiner.stream);
    expect(at(mine, '/government/early/index')).toBe(at(gov1Now, '/government/early/index') + 1);
    expect(mine.every((n) => n.staff === undefined)).toBe(true);
    gov1Now = mine;
    expect(await selectAll(tokens.gov1)).toEqual(gov1Now);
  });
});

describe('applySE: an application that moved, to the screens showing it', () => {
  const tokens = {} as Record<'applicant' | 'company' | 'chief' | 'gov1', string>;
  let gov1: number;

  beforeAll(async () => {
    tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
    tokens.company = await passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X');
    tokens.chief = await passwordLogin(t.app, 'personPassword', 'chief');
    tokens.gov1 = await passwordLogin(t.app, 'personPassword', 'gov1');
    gov1 = await uidOf(tokens.gov1);
  });

  /** The next applySE on a messages stream, past the unread totals the same step sends. */
  const nextChange = async (s: SseReader): Promise<TApplyEvent> => {
    for (;;) {
      const event = await s.nextEvent();
      if (event.event === APPLY_EVENT) return ZApplyEvent.parse(event.data);
      expect(event.event).toBe(LIVE_STREAMS.messages.event);
    }
  };

  /** Fails if an applySE arrives within `ms`; unread totals are fine. */
  const noChange = async (s: SseReader, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const event = await s.nextEvent(Math.max(1, until - Date.now())).catch(() => null);
      if (event) expect(event.event).not.toBe(APPLY_EVENT);
    }
  };

  const statusInList = async (token: string, id: number) =>
    data<{ items: TApply[] }>(await call(t.app, token, 'getAllApply', { size: 100 })).items.find((a) => a.id === id)?.status;

  it('tells the users acting for the enterprise and every staff user, in every tab, and nobody else', async () => {
    const [chief, chiefNotices] = await Promise.all([openLive('messages', tokens.chief), openLive('notices', tokens.chief)]);
    // Creating an application links its applicant to a new enterprise, which ends their streams (a changed
    // identity) and the client reopens them; the applicant's streams open after that.
    const apply = await submittedApplication(t.app, tokens.applicant);
    expect(await nextChange(chief.stream)).toEqual({ id: apply.id, status: 1, stage: null });
    // The notices stream keeps to its own event.
    expect((await chiefNotices.stream.nextEvent()).event).toBe(LIVE_STREAMS.notices.event);

    const [own1, own2, company, examiner] = await Promise.all([
      openLive('messages', tokens.applicant),
      openLive('messages', tokens.applicant),
      openLive('messages', tokens.company),
      openLive('messages', tokens.gov1),
    ]);
    // The lists are kept in memory (list-cache.ts): the read the event prompts sees the new state.
    expect(await statusInList(tokens.applicant, apply.id)).toBe(1);
    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    const started = { id: apply.id, status: 2, stage: 'gov_distribution' };
    expect(await nextChange(own1.stream)).toEqual(started);
    expect(await statusInList(tokens.applicant, apply.id)).toBe(2);
    for (const s of [chief, examiner]) expect(await nextChange(s.stream)).toEqual(started);

    // A refused step rolled back: nothing is said.
    expect((await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes })).statusCode).toBe(409);
    await noChange(own1.stream, 300);

    data(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1 }));
    expect(await nextChange(own1.stream)).toEqual({ id: apply.id, status: 2, stage: 'gov_early' });
    data(
      await review(t.app, tokens.gov1, 'remadApply', {
        id: apply.id,
        unicodes: apply.unicodes,
        version: 1,
        stage: 'gov_early',
        items: '专职员工人数',
        reason: '与劳动合同份数不一致',
        other: '',
      }),
    );
    expect(await nextChange(own1.stream)).toEqual({ id: apply.id, status: 4, stage: null });
    expect(await statusInList(tokens.applicant, apply.id)).toBe(4);

    // The applicant's resubmission (submitApply) is a step like the others.
    data(await call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
    const resubmitted = { id: apply.id, status: 2, stage: 'gov_early' };
    expect(await nextChange(own1.stream)).toEqual(resubmitted);
    // Every tab heard every step, in order.
    const steps = [];
    for (let i = 0; i < 4; i += 1) steps.push(await nextChange(own2.stream));
    expect(steps.map((c) => [c.status, c.stage])).toEqual([[2, 'gov_distribution'], [2, 'gov_early'], [4, null], [2, 'gov_early']]);
    expect([await nextChange(examiner.stream), await nextChange(examiner.stream), await nextChange(examiner.stream)].at(-1)).toEqual(resubmitted);
    await noChange(company.stream, 300);
  });
});

describe('shutdown', () => {
  it('ends open streams at the absolute expiry of their session', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'risk1');
    const { stream } = await openLive('messages', token);
    t.clock.advance(13 * 60 * 60 * 1000);
    await stream.ended(3000);
    const again = await open('messages', token);
    expect(again.status).toBe(401);
    expect((JSON.parse(again.body) as { code: number }).code).toBe(CODES.expired);
  });

  it('closes the server promptly while streams are open, ending them', async () => {
    const token = await passwordLogin(t.app, 'personPassword', 'risk1');
    const { stream } = await openLive('messages', token);
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.ended();
  });
});
