import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply, TApplyPage } from '@ftown/domain/applications/api/apply.schemas';
import { SELECT_ALL_NOTICES, type TNotice } from '@ftown/domain/live/live.schemas';
import type { TStaffUser } from '@ftown/domain/review/api/review.schemas';
import { TIME_LIMIT_CALLS, type TOverdueRow, type TTimeSettings } from '@ftown/domain/time-limits/api/time-limits.schemas';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { HOUR_MS } from '@ftown/domain/time-limits/calendar';
import { call } from '../applications/test-support.ts';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'admin' | 'chief' | 'gov1', string>;
let gov1Id = 0;

beforeAll(async () => {
  // The test clock starts on Monday 2026-03-02, 09:00 in Shanghai.
  t = await buildTestApp();
  await signIn();
  const users = data<TStaffUser[]>(await review(t.app, tokens.chief, 'getUserListByNode', { node: '1' }));
  gov1Id = users.find((u) => u.name === '黄磊')!.id;
});
afterAll(async () => {
  await t?.close();
});

type TimeCall = keyof typeof TIME_LIMIT_CALLS;
const timeCall = (token: string, name: TimeCall, input: Record<string, unknown> = {}) => {
  const { method, path } = TIME_LIMIT_CALLS[name];
  const url = `${API_BASE}${path}`;
  return method === 'GET' ? t.app.inject({ method, url, headers: { 'x-token': token } }) : t.app.inject({ method, url, headers: { 'x-token': token }, payload: input });
};
const notices = async (token: string) =>
  data<TNotice[]>(await t.app.inject({ method: 'GET', url: `${API_BASE}${SELECT_ALL_NOTICES.path}`, headers: { 'x-token': token } }));
const overdueInQueue = async (token: string) =>
  data<TApplyPage>(await call(t.app, token, 'getAllApply', { job: 'gov_review', clockLevel: 'overdue', size: 100 }));
const find = async (id: number) => data<{ apply: TApply }>(await call(t.app, tokens.admin, 'read', { id })).apply;
/** Moves the test clock; sessions idle that long have expired, so everyone signs in again. */
const advance = async (ms: number) => {
  t.clock.advance(ms);
  await signIn();
};
const signIn = async () => {
  for (const name of ['admin', 'chief', 'gov1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
};

describe('the stage clock through return and resubmission', () => {
  let apply: TApply;

  it('runs from submission, restarts at each new stage, pauses with the applicant and resumes with the time already spent', async () => {
    apply = await submittedApplication(t.app, tokens.applicant);
    expect(apply.clock).toMatchObject({ stage: 'examine', spentMs: 0, startedAt: '2026-03-02T01:00:00.000Z', limitDays: DEFAULT_STAGE_LIMITS.examine });

    await advance(HOUR_MS);
    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    data(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1Id }));
    data(await review(t.app, tokens.gov1, 'pass', { apply: apply.id, stage: 'gov_early', opinion: '同意', result: {} }));
    // gov_review from Monday 10:00 with 5 working days: amber Friday 10:00, overdue next Monday 10:00.
    expect((await find(apply.id)).clock).toEqual({
      stage: 'gov_review',
      limitDays: 5,
      spentMs: 0,
      startedAt: '2026-03-02T02:00:00.000Z',
      amberAt: '2026-03-06T02:00:00.000Z',
      overdueAt: '2026-03-09T02:00:00.000Z',
    });

    await advance(3 * HOUR_MS);
    const returned = data<TApply>(
      await review(t.app, tokens.gov1, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: 1, stage: 'gov_review', items: '企业名称', reason: '请更换', other: '' }),
    );
    expect(returned.clock).toEqual({ stage: 'gov_review', limitDays: 5, spentMs: 3 * HOUR_MS, startedAt: null, amberAt: null, overdueAt: null });

    // Three days with the applicant (Thursday 13:00) count nothing.
    await advance(72 * HOUR_MS);
    const resubmitted = data<TApply>(await call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
    // 117 h left from Thursday 13:00: amber (93 h) Wednesday 10:00, overdue Thursday 10:00 of the next week.
    expect(resubmitted).toMatchObject({ status: 2, stage: 'gov_review' });
    expect(resubmitted.clock).toEqual({
      stage: 'gov_review',
      limitDays: 5,
      spentMs: 3 * HOUR_MS,
      startedAt: '2026-03-05T05:00:00.000Z',
      amberAt: '2026-03-11T02:00:00.000Z',
      overdueAt: '2026-03-12T02:00:00.000Z',
    });
  });

  it('sorts and filters the queue by remaining time', async () => {
    const normal = data<TApplyPage>(await call(t.app, tokens.gov1, 'getAllApply', { job: 'gov_review', clockLevel: 'normal', size: 100 }));
    expect(normal.items.map((a) => a.id)).toContain(apply.id);
    expect((await overdueInQueue(tokens.gov1)).items.map((a) => a.id)).not.toContain(apply.id);
    const sorted = data<TApplyPage>(await call(t.app, tokens.admin, 'getAllApply', { job: 'gov_review', sort: 'remaining', size: 100 }));
    const dueTimes = sorted.items.map((a) => a.clock?.overdueAt ?? '');
    expect(dueTimes).toEqual([...dueTimes].sort());
  });

  it('counts it overdue in the queue, the notices and the overdue list once its time has run out', async () => {
    // Thursday 2026-03-12 11:00: an hour past the limit.
    await advance(7 * 24 * HOUR_MS - 2 * HOUR_MS);
    const overdue = await overdueInQueue(tokens.admin);
    expect(overdue.items.map((a) => a.id)).toContain(apply.id);

    const adminNotices = await notices(tokens.admin);
    const queueNotice = adminNotices.find((n) => n.routePath === '/government/review/index');
    expect(queueNotice?.overdue).toBe(overdue.total);
    const everyOverdue = data<TOverdueRow[]>(await timeCall(tokens.admin, 'getOverdueApplies'));
    expect(adminNotices.find((n) => n.routePath === '/overdue/index')).toEqual({ routePath: '/overdue/index', notices: everyOverdue.length, overdue: everyOverdue.length });
    expect(everyOverdue.find((r) => r.id === apply.id)).toMatchObject({ stage: 'gov_review', holder: '黄磊' });
    // The examiner sees their own count on their queue's badge, without the overdue list they do not hold.
    const own = await notices(tokens.gov1);
    expect(own.find((n) => n.routePath === '/government/review/index')?.overdue).toBe((await overdueInQueue(tokens.gov1)).total);
    expect(own.find((n) => n.routePath === '/overdue/index')).toBeUndefined();
    expect((await timeCall(tokens.gov1, 'getOverdueApplies')).statusCode).toBe(403);
  });

  it('reschedules every clock when an administrator changes a limit', async () => {
    const limits = { ...DEFAULT_STAGE_LIMITS, gov_review: 10 };
    const saved = data<TTimeSettings>(await timeCall(tokens.admin, 'saveStageLimits', limits));
    expect(saved.limits.gov_review).toBe(10);
    expect((await find(apply.id)).clock).toMatchObject({ limitDays: 10, spentMs: 3 * HOUR_MS, startedAt: '2026-03-05T05:00:00.000Z' });
    expect((await overdueInQueue(tokens.admin)).items.map((a) => a.id)).not.toContain(apply.id);
    const queueNotice = (await notices(tokens.admin)).find((n) => n.routePath === '/government/review/index');
    expect(queueNotice?.overdue ?? 0).toBe((await overdueInQueue(tokens.admin)).total);
  });

  it('moves the instants with the calendar: a holiday pushes the limit back a day', async () => {
    const before = (await find(apply.id)).clock!.overdueAt!;
    data(await timeCall(tokens.admin, 'saveCalendarYear', { year: 2026, days: [{ day: '2026-03-13', kind: 'holiday' }] }));
    const after = (await find(apply.id)).clock!.overdueAt!;
    expect(Date.parse(after) - Date.parse(before)).toBeGreaterThanOrEqual(24 * HOUR_MS);
    const settings = data<TTimeSettings>(await timeCall(tokens.applicant, 'getTimeSettings'));
    expect(settings.days).toEqual([{ day: '2026-03-13', kind: 'holiday' }]);
  });
});

describe('withdrawal', () => {
  it('pauses the intake clock with the time spent, and a withdrawn application is in no overdue count', async () => {
    const apply = await submittedApplication(t.app, tokens.applicant);
    await advance(2 * HOUR_MS);
    const withdrawn = data<TApply>(await review(t.app, tokens.applicant, 'unmakeApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(withdrawn).toMatchObject({ status: 3 });
    expect(withdrawn.clock).toEqual({ stage: 'examine', limitDays: expect.any(Number), spentMs: 2 * HOUR_MS, startedAt: null, amberAt: null, overdueAt: null });
    await advance(30 * 24 * HOUR_MS);
    expect(data<TOverdueRow[]>(await timeCall(tokens.admin, 'getOverdueApplies')).map((r) => r.id)).not.toContain(apply.id);
  });
});

describe('who may change the settings', () => {
  it('refuses examiners and applicants, and refuses bad input in Chinese', async () => {
    expect((await timeCall(tokens.gov1, 'saveStageLimits', DEFAULT_STAGE_LIMITS)).statusCode).toBe(403);
    expect((await timeCall(tokens.applicant, 'saveCalendarYear', { year: 2026, days: [] })).statusCode).toBe(403);
    const badDay = await timeCall(tokens.admin, 'saveCalendarYear', { year: 2026, days: [{ day: '2027-01-01', kind: 'holiday' }] });
    expect(badDay.statusCode).toBe(400);
    expect((badDay.json() as { code: number; message: string }).message).toBe('日期须在所选年份内');
    const badLimit = await timeCall(tokens.admin, 'saveStageLimits', { ...DEFAULT_STAGE_LIMITS, risk: 0 });
    expect((badLimit.json() as { code: number }).code).toBe(CODES.badInput);
  });

  it('leaves every clock on the final settings when steps and a change run at once', async () => {
    const applies = [];
    for (let i = 0; i < 3; i++) {
      const apply = await submittedApplication(t.app, tokens.applicant);
      data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
      applies.push(apply);
    }
    const replies = await Promise.all([
      timeCall(tokens.admin, 'saveStageLimits', { ...DEFAULT_STAGE_LIMITS, gov_early: 9 }),
      ...applies.map((a) => review(t.app, tokens.chief, 'assign', { apply: a.id, stage: 'gov_distribution', examiner: gov1Id })),
    ]);
    // A step that read the settings the change replaced answers 409; nothing else fails, nothing deadlocks.
    for (const r of replies) expect([200, 409]).toContain(r.statusCode);
    expect(replies[0]!.statusCode).toBe(200);
    const final = data<TTimeSettings>(await timeCall(tokens.admin, 'getTimeSettings'));
    for (const a of applies) {
      const clock = (await find(a.id)).clock!;
      expect(clock.limitDays).toBe(final.limits[clock.stage]);
    }
  });

  it('writes a step with the committed limits when another process changed them since this one last read them', async () => {
    const apply = await submittedApplication(t.app, tokens.applicant);
    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    const seen = data<TTimeSettings>(await timeCall(tokens.admin, 'getTimeSettings'));
    // Another process's change: the rows and the version, without this process's settings cache hearing of it.
    const days = seen.limits.gov_early + 2;
    await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('stageTimeLimits').set({ days }).where('stage', '=', 'gov_early').execute();
      await trx.updateTable('timeSettings').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    });
    const assigned = data<TApply>(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: gov1Id }));
    expect(assigned.clock).toMatchObject({ stage: 'gov_early', limitDays: days });
    expect((await find(apply.id)).clock).toEqual(assigned.clock);
  });

  it('keeps one consistent set of limits under a parallel burst of changes', async () => {
    const replies = await Promise.all([3, 4, 5, 6].map((days) => timeCall(tokens.admin, 'saveStageLimits', { ...DEFAULT_STAGE_LIMITS, risk: days })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const final = data<TTimeSettings>(await timeCall(tokens.admin, 'getTimeSettings'));
    expect([3, 4, 5, 6]).toContain(final.limits.risk);
    expect(Object.keys(final.limits)).toHaveLength(Object.keys(DEFAULT_STAGE_LIMITS).length);
  });
});
