import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { PRESENCE_EVENT, RECONNECT_MS, ZPresenceEvent } from '@ftown/domain/live/live.schemas';
import type { THolders, TPresence } from '@ftown/domain/review/api/presence.schemas';
import type { TTimelineEntry } from '@ftown/domain/review/api/review.schemas';
import { PRESENCE_MESSAGES, PRESENCE_TTL_MS } from '@ftown/domain/review/presence';
import { deleteExpiredRows } from '../maintenance/expired-rows.ts';
import { listTakeovers } from '../workflow/flow.repository.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { info, passwordLogin } from '../test/login.ts';
import { baseUrlOf, openSse, streamUrl, type SseReader } from '../live/test-support.ts';
import { data, presence, review, submittedApplication, type Res } from './test-support.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'admin' | 'chief' | 'gov1' | 'risk1', string>;
const ids = {} as Record<'admin' | 'gov1', number>;
const opened: SseReader[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const name of ['admin', 'chief', 'gov1', 'risk1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  for (const name of ['admin', 'gov1'] as const) ids[name] = data<{ id: number }>(await info(t.app, tokens[name])).id;
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

const ADMIN_NAME = '系统管理员';
const GOV1_NAME = '黄磊';

/** A new application waiting at 政务服务中心初审, assigned to gov1: gov1 and admin decide there, nobody else. */
const atGovEarly = async (): Promise<TApply> => {
  const apply = await submittedApplication(t.app, tokens.applicant);
  data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  const assigned = data<TApply>(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: ids.gov1 }));
  expect(assigned.stage).toBe('gov_early');
  return assigned;
};

const claim = async (token: string, apply: number, takeover = false) => data<TPresence>(await presence(t.app, token, 'claim', { apply, takeover }));
const holders = async (...applies: number[]) => data<THolders>(await presence(t.app, tokens.chief, 'getHolders', { applies: applies.join(',') }));
const holderName = async (apply: number) => (await holders(apply))[0]?.holder.name ?? null;
const passAt = (token: string, apply: number) => review(t.app, token, 'pass', { apply, stage: 'gov_early', opinion: '同意', result: {} });

const refused = (res: Res, status: number, code: number, message?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
};

/** The takeovers recorded for an application, as the timeline reads them (flow.repository listTakeovers). */
const takeovers = async (apply: number) => (await listTakeovers(t.app.db, apply)).map(({ actorId, detail }) => ({ actorId, detail }));

describe('claiming an application for a decision', () => {
  it('gives it to the first examiner who opens it; a second one sees who holds it, and so do the queues', async () => {
    const apply = await atGovEarly();
    expect(await claim(tokens.gov1, apply.id)).toMatchObject({ apply: apply.id, decides: true, holder: { id: ids.gov1, name: GOV1_NAME } });
    // Another eligible examiner opening it is told, and does not become the holder.
    expect(await claim(tokens.admin, apply.id)).toMatchObject({ decides: true, holder: { id: ids.gov1, name: GOV1_NAME } });
    // Staff who cannot decide at this stage claim nothing but see the holder, and may not take over.
    expect(await claim(tokens.risk1, apply.id)).toMatchObject({ decides: false, holder: { id: ids.gov1 } });
    refused(await presence(t.app, tokens.risk1, 'claim', { apply: apply.id, takeover: true }), 403, CODES.forbidden, PRESENCE_MESSAGES.mayNotTakeOver);
    expect(await holders(apply.id)).toEqual([{ apply: apply.id, holder: expect.objectContaining({ id: ids.gov1, name: GOV1_NAME }) }]);
    // Applicants never learn who examines.
    refused(await presence(t.app, tokens.applicant, 'claim', { apply: apply.id }), 403, CODES.forbidden);
    refused(await presence(t.app, tokens.applicant, 'getHolders', { applies: String(apply.id) }), 403, CODES.forbidden);
  });

  it('refuses the decision of anyone but the holder while the claim is fresh, and lets the holder decide', async () => {
    const apply = await atGovEarly();
    await claim(tokens.gov1, apply.id);
    refused(await passAt(tokens.admin, apply.id), 409, CODES.conflict, PRESENCE_MESSAGES.heldByOther(GOV1_NAME));
    refused(
      await review(t.app, tokens.admin, 'refuse', { apply: apply.id, stage: 'gov_early', items: '事项', reason: '原因' }),
      409,
      CODES.conflict,
      PRESENCE_MESSAGES.heldByOther(GOV1_NAME),
    );
    expect(data<TApply>(await passAt(tokens.gov1, apply.id)).stage).toBe('gov_review');
    // The decision ended the visit and its claim.
    expect(await holders(apply.id)).toEqual([]);
    expect(await t.app.db.selectFrom('applyPresence').select('applyId').where('applyId', '=', apply.id).execute()).toEqual([]);
  });

  it('lets a second examiner take over explicitly: recorded, and the displaced examiner can no longer decide', async () => {
    const apply = await atGovEarly();
    await claim(tokens.gov1, apply.id);
    expect(await claim(tokens.admin, apply.id, true)).toMatchObject({ holder: { id: ids.admin, name: ADMIN_NAME } });
    expect(await takeovers(apply.id)).toEqual([
      { actorId: ids.admin, detail: { stage: 'gov_early', version: 1, from: { id: ids.gov1, name: GOV1_NAME } } },
    ]);
    // The displaced examiner's view keeps beating: it is told who holds it now and does not take it back.
    expect(await claim(tokens.gov1, apply.id)).toMatchObject({ holder: { id: ids.admin } });
    refused(await passAt(tokens.gov1, apply.id), 409, CODES.conflict, PRESENCE_MESSAGES.heldByOther(ADMIN_NAME));
    expect(await holderName(apply.id)).toBe(ADMIN_NAME);
    // Taking it back is a takeover too; renewing one's own claim is not.
    await claim(tokens.gov1, apply.id, true);
    await claim(tokens.gov1, apply.id, true);
    expect((await takeovers(apply.id)).map((r) => r.actorId)).toEqual([ids.admin, ids.gov1]);
  });

  it("shows each takeover on the staff's timeline, with whom it displaced, and none on the applicant's", async () => {
    const apply = await atGovEarly();
    await claim(tokens.gov1, apply.id);
    t.clock.advance(60_000);
    await claim(tokens.admin, apply.id, true);
    t.clock.advance(60_000);
    expect(data<TApply>(await passAt(tokens.admin, apply.id)).stage).toBe('gov_review');
    const timelineOf = async (token: string) => data<TTimelineEntry[]>(await review(t.app, token, 'getTimeline', { apply: apply.id }));

    const staffView = await timelineOf(tokens.gov1);
    const takeover = staffView.findIndex((e) => e.kind === 'takeover');
    expect(staffView[takeover]).toMatchObject({
      kind: 'takeover',
      actor: { id: ids.admin, name: ADMIN_NAME },
      stage: 'gov_early',
      version: 1,
      from: { id: ids.gov1, name: GOV1_NAME },
    });
    // Between the hand-off to gov1 and the decision the new holder made.
    const actions = staffView.flatMap((e, index) => (e.kind === 'flow' || e.kind === 'handoff' ? [[index, e.record.action] as const] : []));
    expect(actions.filter(([index]) => index < takeover).at(-1)?.[1]).toBe('assign');
    expect(actions.find(([index]) => index > takeover)?.[1]).toBe('pass');

    expect((await timelineOf(tokens.applicant)).some((e) => e.kind === 'takeover')).toBe(false);
  });

  it('lapses when the heartbeat stops for PRESENCE_TTL_MS, and holds while it beats', async () => {
    const apply = await atGovEarly();
    const first = await claim(tokens.gov1, apply.id);
    for (let beat = 0; beat < 4; beat += 1) {
      t.clock.advance(PRESENCE_TTL_MS - 10_000);
      // Renewed, not restarted: the claim keeps its start.
      expect((await claim(tokens.gov1, apply.id)).holder).toEqual(first.holder);
    }
    t.clock.advance(PRESENCE_TTL_MS - 1);
    expect(await holderName(apply.id)).toBe(GOV1_NAME);
    t.clock.advance(1);
    expect(await holderName(apply.id)).toBeNull();
    // A lapsed claim refuses nobody, and the next examiner to open the application holds it without a takeover.
    expect(await claim(tokens.admin, apply.id)).toMatchObject({ holder: { id: ids.admin } });
    expect(await takeovers(apply.id)).toEqual([]);
    // The sweep deletes claims lapsed for a day.
    t.clock.advance(25 * 60 * 60_000);
    expect((await deleteExpiredRows(t.app.db, t.clock.now())).applyPresence).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.selectFrom('applyPresence').select('applyId').where('applyId', '=', apply.id).execute()).toEqual([]);
    // Sessions outlived that day: sign in afresh for the tests after this one.
    for (const name of ['admin', 'chief', 'gov1', 'risk1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
    tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  });

  it('releases only the caller\'s own claim', async () => {
    const apply = await atGovEarly();
    await claim(tokens.gov1, apply.id);
    expect(data(await presence(t.app, tokens.admin, 'release', { apply: apply.id }))).toEqual({ released: false });
    expect(await holderName(apply.id)).toBe(GOV1_NAME);
    expect(data(await presence(t.app, tokens.gov1, 'release', { apply: apply.id }))).toEqual({ released: true });
    expect(await holderName(apply.id)).toBeNull();
    // With nobody holding it, a decision goes through (as it always did without claims).
    expect(data<TApply>(await passAt(tokens.admin, apply.id)).stage).toBe('gov_review');
  });

  it('leaves exactly one holder after a parallel burst of claims', async () => {
    const apply = await atGovEarly();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => claim(i % 2 === 0 ? tokens.gov1 : tokens.admin, apply.id)));
    const holder = answers[0]!.holder!.id;
    expect([ids.gov1, ids.admin]).toContain(holder);
    expect(answers.map((a) => a.holder?.id)).toEqual(answers.map(() => holder));
    expect((await holders(apply.id)).map((h) => h.holder.id)).toEqual([holder]);
    expect(await takeovers(apply.id)).toEqual([]);
  });
});

describe('presenceSE', () => {
  it('tells the displaced examiner over their event stream, live, who took over', async () => {
    const apply = await atGovEarly();
    const s = await openSse(streamUrl(baseUrlOf(t.app), 'messages', tokens.gov1));
    opened.push(s);
    expect(s.status, s.body).toBe(200);
    expect(await s.next()).toEqual({ retry: RECONNECT_MS });
    const nextPresence = async () => {
      for (;;) {
        const event = await s.nextEvent();
        if (event.event === PRESENCE_EVENT) return ZPresenceEvent.parse(event.data);
      }
    };
    await claim(tokens.gov1, apply.id);
    expect(await nextPresence()).toEqual({ apply: apply.id, holder: ids.gov1, from: null });
    await claim(tokens.admin, apply.id, true);
    expect(await nextPresence()).toEqual({ apply: apply.id, holder: ids.admin, from: ids.gov1 });
    // A heartbeat changes nobody and says nothing; a release says the application is free.
    await claim(tokens.admin, apply.id);
    await presence(t.app, tokens.admin, 'release', { apply: apply.id });
    expect(await nextPresence()).toEqual({ apply: apply.id, holder: null, from: null });
  });

  it('is not sent to applicants', async () => {
    const apply = await atGovEarly();
    const s = await openSse(streamUrl(baseUrlOf(t.app), 'messages', tokens.applicant));
    opened.push(s);
    expect(s.status, s.body).toBe(200);
    await claim(tokens.gov1, apply.id);
    await claim(tokens.admin, apply.id, true);
    const seen: string[] = [];
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      const event = await s.nextEvent(Math.max(1, until - Date.now())).catch(() => null);
      if (event) seen.push(event.event);
    }
    expect(seen).not.toContain(PRESENCE_EVENT);
  });
});
