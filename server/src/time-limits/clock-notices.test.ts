import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { LIVE_CHANNELS, type TNoticesSignal } from '@ftown/domain/live/live.schemas';
import { CLOCK_SUBJECTS } from '@ftown/domain/messages/clock-messages';
import { smsNoticeText } from '@ftown/domain/messages/workflow-messages';
import { HOUR_MS } from '@ftown/domain/time-limits/calendar';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { call } from '../applications/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { createClockSettings } from '../workflow/clock-settings.ts';
import { sendDueClockNotices } from './clock-notices.ts';
import { advanceAndSignIn, assignedApplication, signInAll, staffIdOf, type ClockAccount } from './test-support.ts';

let t: TestApp;
let tokens: Record<ClockAccount, string>;
let gov1Id = 0;
let applicantId = 0;
const MINUTE = 60_000;
/** 黄磊's mobile: the demo staff have none, and an examiner without one gets the message only. */
const GOV1_MOBILE = '13900000411';

beforeAll(async () => {
  // Monday 2026-03-02, 09:00 in Shanghai, moving with real time so the scheduler's timer can be seen to fire.
  t = await buildTestApp({ runningClock: true });
  tokens = await signInAll(t.app);
  gov1Id = await staffIdOf(t.app, tokens.chief, '黄磊');
  applicantId = (await t.app.db.selectFrom('users').select('id').where('username', '=', 'zhangsan').executeTakeFirstOrThrow()).id;
  await t.app.db.updateTable('users').set({ mobile: GOV1_MOBILE }).where('id', '=', gov1Id).execute();
});
afterAll(async () => {
  await t?.close();
});

/** Eight passes at once, as several processes (or timers) would run them: each level must still go out once. */
const burst = async () => {
  const deps = { db: t.app.db, notify: t.app.notify, clock: t.clock, settings: createClockSettings() };
  await Promise.all(Array.from({ length: 8 }, () => sendDueClockNotices(deps)));
};

const SUBJECTS = Object.values(CLOCK_SUBJECTS).flatMap((bySide) => Object.values(bySide));
/** The clock messages of an application, oldest first, as [receiver, subject]. */
const told = async (apply: TApply) =>
  (await t.app.db.selectFrom('messages').select(['receiverId', 'subject', 'body']).where('applyId', '=', apply.id).orderBy('id').execute()).filter((m) =>
    SUBJECTS.some((subject) => subject(apply.name) === m.subject),
  );
const clockSms = (apply: TApply) => t.sent.filter((m) => m.template.kind === 'applyNotice' && m.template.name === apply.name && m.text.includes('办理时限'));
/** The examiner's SMS sent, and queued (sent or not, as their results): every application here has the same name. */
const examinerSms = () => t.sent.filter((m) => m.template.kind === 'staffNotice');
const examinerQueued = async () =>
  (await t.app.db.selectFrom('smsNotices').select('result').where('audience', '=', 'staff').orderBy('id').execute()).map((n) => n.result);
const notifiedLevel = async (id: number) => (await t.app.db.selectFrom('applies').select('clockNotified').where('id', '=', id).executeTakeFirstOrThrow()).clockNotified;

describe('amber and overdue notices of stage clocks', () => {
  let apply: TApply;

  it('tells the applicant and the assigned examiner once when the clock turns amber, by message and SMS', async () => {
    apply = await assignedApplication(t.app, tokens, gov1Id);
    await burst();
    expect(await told(apply)).toEqual([]);

    // 初审 has five working days: amber after four, Friday 09:00.
    tokens = await advanceAndSignIn(t, 4 * 24 * HOUR_MS + MINUTE);
    await burst();
    await burst();
    const amber = await told(apply);
    expect(amber.map((m) => [m.receiverId, m.subject])).toEqual([
      [applicantId, CLOCK_SUBJECTS.applicant.amber(apply.name)],
      [gov1Id, CLOCK_SUBJECTS.examiner.amber(apply.name)],
    ]);
    expect(amber[0]!.body).toMatch(/^您的申请“.+”在“政务服务中心初审”环节的办理时限为5个工作日，剩余23小时5\d分钟，/);
    expect(await notifiedLevel(apply.id)).toBe(1);

    const result = '在“政务服务中心初审”环节即将超过办理时限';
    await vi.waitFor(() => expect(clockSms(apply)).toHaveLength(1), { timeout: 10_000 });
    expect(clockSms(apply)[0]!.text).toBe(smsNoticeText({ audience: 'applicant', name: apply.name, result }));
    // The examiner through the staff template, to their own mobile.
    await vi.waitFor(() => expect(examinerSms()).toHaveLength(1), { timeout: 10_000 });
    expect(examinerSms()[0]).toEqual({
      mobile: GOV1_MOBILE,
      text: `申请“${apply.name}”在“政务服务中心初审”环节即将超过办理时限，请登录基金小镇服务平台办理。`,
      template: { kind: 'staffNotice', name: apply.name, result },
    });
    expect(await examinerQueued()).toEqual([result]);
  });

  it('tells them once more when it goes overdue, and nothing after', async () => {
    // The weekend counts nothing: overdue on Monday 09:00.
    tokens = await advanceAndSignIn(t, 3 * 24 * HOUR_MS);
    await burst();
    await burst();
    const all = await told(apply);
    expect(all.slice(2).map((m) => [m.receiverId, m.subject])).toEqual([
      [applicantId, CLOCK_SUBJECTS.applicant.overdue(apply.name)],
      [gov1Id, CLOCK_SUBJECTS.examiner.overdue(apply.name)],
    ]);
    expect(all[3]!.body).toContain('已超期');
    expect(await notifiedLevel(apply.id)).toBe(2);
    await vi.waitFor(() => expect(clockSms(apply)).toHaveLength(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(examinerSms()).toHaveLength(2), { timeout: 10_000 });
    expect(examinerSms()[1]!.text).toBe(`申请“${apply.name}”在“政务服务中心初审”环节已超过办理时限，请登录基金小镇服务平台办理。`);

    tokens = await advanceAndSignIn(t, 24 * HOUR_MS);
    await burst();
    expect(await told(apply)).toHaveLength(4);
    expect(await examinerQueued()).toHaveLength(2);
  });

  it('starts a new stage visit untold, and keeps what was told through a return and resubmission', async () => {
    data(await review(t.app, tokens.gov1, 'pass', { apply: apply.id, stage: 'gov_early', opinion: '同意', result: {} }));
    expect(await notifiedLevel(apply.id)).toBe(0);

    // 复审 started Tuesday 09:01 and turns amber after four working days: Monday 09:01.
    tokens = await advanceAndSignIn(t, 6 * 24 * HOUR_MS + MINUTE);
    await burst();
    expect((await told(apply)).slice(4).map((m) => m.subject)).toEqual([CLOCK_SUBJECTS.applicant.amber(apply.name), CLOCK_SUBJECTS.examiner.amber(apply.name)]);
    const returned = data<TApply>(
      await review(t.app, tokens.gov1, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: 1, stage: 'gov_review', items: '企业名称', reason: '请更换', other: '' }),
    );
    expect(returned.status).toBe(APPLY_STATUS.returned);
    expect(await notifiedLevel(apply.id)).toBe(1);
    // Resubmitted, it resumes at 复审 with the time already spent: the same visit, so amber is not told again.
    data(await call(t.app, tokens.zhangsan, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
    await burst();
    expect(await told(apply)).toHaveLength(6);
    expect(await notifiedLevel(apply.id)).toBe(1);
    // The examiner's SMS likewise: one per level of each visit.
    expect(await examinerQueued()).toEqual([
      '在“政务服务中心初审”环节即将超过办理时限',
      '在“政务服务中心初审”环节已超过办理时限',
      '在“政务服务中心复审”环节即将超过办理时限',
    ]);
  });

  it('tells only the applicant at intake, where no examiner holds it, and a clock found already overdue only that it is', async () => {
    const waiting = await submittedApplication(t.app, tokens.zhangsan);
    tokens = await advanceAndSignIn(t, 14 * 24 * HOUR_MS);
    await burst();
    expect((await told(waiting)).map((m) => [m.receiverId, m.subject])).toEqual([[applicantId, CLOCK_SUBJECTS.applicant.overdue(waiting.name)]]);
    expect((await examinerQueued()).filter((result) => result.includes('“受理”'))).toEqual([]);
  });

  it('runs by itself when an instant comes: the scheduler wakes at the next amber instant', async () => {
    const soon = await assignedApplication(t.app, tokens, gov1Id);
    // As if it had waited at 初审 almost four working days: amber three seconds from now.
    await t.app.db.updateTable('applies').set({ clockAmberAt: new Date(t.clock.now().getTime() + 3000) }).where('id', '=', soon.id).execute();
    await t.app.notify.publish(LIVE_CHANNELS.notices, {});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await told(soon)).toEqual([]);
    await vi.waitFor(async () => expect(await told(soon)).toHaveLength(2), { timeout: 15_000, interval: 200 });
  });

  it("signals the instant a step's clock next falls due", async () => {
    const heard: unknown[] = [];
    const unsubscribe = await t.app.notify.subscribe(LIVE_CHANNELS.notices, (payload) => heard.push(payload));
    try {
      const apply = await assignedApplication(t.app, tokens, gov1Id);
      const row = await t.app.db.selectFrom('applies').select(['clockAmberAt', 'clockOverdueAt']).where('id', '=', apply.id).executeTakeFirstOrThrow();
      await vi.waitFor(() => expect(heard.at(-1)).toEqual({ clockDue: Math.min(row.clockAmberAt!.getTime(), row.clockOverdueAt!.getTime()) }));
    } finally {
      await unsubscribe();
    }
  });

  it('plans on an instant still to come without a pass, and passes when it comes', async () => {
    const hinted = await assignedApplication(t.app, tokens, gov1Id);
    const unheard = await assignedApplication(t.app, tokens, gov1Id);
    // Due already, but nothing signalled it: only a pass finds it.
    await t.app.db.updateTable('applies').set({ clockAmberAt: new Date(t.clock.now().getTime() - MINUTE) }).where('id', '=', unheard.id).execute();
    const due = t.clock.now().getTime() + 3000;
    await t.app.db.updateTable('applies').set({ clockAmberAt: new Date(due) }).where('id', '=', hinted.id).execute();
    await t.app.notify.publish(LIVE_CHANNELS.notices, { clockDue: due } satisfies TNoticesSignal);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await told(unheard)).toEqual([]);
    await vi.waitFor(
      async () => {
        expect(await told(hinted)).toHaveLength(2);
        expect(await told(unheard)).toHaveLength(2);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});
