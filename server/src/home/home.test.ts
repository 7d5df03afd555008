import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import type { TApply, TApplyPage } from '@ftown/domain/applications/api/apply.schemas';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { TRANSITION_ACTIONS } from '@ftown/domain/review/actions';
import { QUEUE_JOBS } from '@ftown/domain/review/stages';
import { HOME_CALLS, lastMonths, type TApplicantSummary, type TStaffSummary } from '@ftown/domain/home/home.schemas';
import type { TTaxReportList } from '@ftown/domain/tax/tax.schemas';
import { call } from '../applications/test-support.ts';
import { data, review, submittedApplication } from '../review/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, smsLogin } from '../test/login.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'stranger' | 'company' | 'chief' | 'gov1' | 'biz1' | 'admin', string>;
const COMPANY_CODE = '91330100MA27XY018X';

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['chief', 'gov1', 'biz1', 'admin'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  tokens.company = await passwordLogin(t.app, 'companyPassword', COMPANY_CODE);
  tokens.stranger = await smsLogin(t.app, 'personMobile', '13900000202');
});
afterAll(async () => {
  await t?.close();
});

const get = (call: keyof typeof HOME_CALLS, token: string) =>
  t.app.inject({ method: 'GET', url: `${API_BASE}${HOME_CALLS[call].path}`, headers: { 'x-token': token } });
const staffSummary = async (token: string) => data<TStaffSummary>(await get('staffSummary', token));
const applicantSummary = async (token: string) => data<TApplicantSummary>(await get('applicantSummary', token));

/** What the queue page itself lists for this caller: the count on the home must agree with it. */
const queueTotal = async (token: string, job: string) =>
  data<TApplyPage>(await call(t.app, token, 'getAllApply', { job, page: 1, size: 1 })).total;

const expectQueuesMatchPages = async (token: string) => {
  const { queues } = await staffSummary(token);
  for (const q of queues) expect({ job: q.job, count: q.count }).toEqual({ job: q.job, count: await queueTotal(token, q.job) });
  return queues;
};

const thisMonth = () => lastMonths(t.clock.now()).at(-1)!;

describe('staff summary', () => {
  it('lists only the queues the caller may open, each counting what its queue page lists', async () => {
    const chief = await expectQueuesMatchPages(tokens.chief);
    expect(chief.map((q) => q.job)).toEqual(['gov_distribution', 'gov_early', 'gov_review', 'examine', 'rejection', 'nopassed']);
    // The seeded B was returned: it waits in the returned list.
    expect(chief.find((q) => q.job === 'rejection')!.count).toBeGreaterThan(0);

    const gov1 = await expectQueuesMatchPages(tokens.gov1);
    expect(gov1.map((q) => q.job)).toEqual(['gov_early', 'gov_review']);

    const biz1 = await expectQueuesMatchPages(tokens.biz1);
    expect(biz1.map((q) => q.job)).not.toContain('examine');
    // The seeded A stands at the name check.
    expect(biz1.find((q) => q.job === 'industry_name')!.count).toBeGreaterThan(0);

    const admin = await expectQueuesMatchPages(tokens.admin);
    expect(admin.map((q) => q.job)).toEqual([...QUEUE_JOBS]);
  });

  it('counts a new submission in the intake queue, the month and, once accepted, the first stage and the actor', async () => {
    const before = await staffSummary(tokens.chief);
    const apply = await submittedApplication(t.app, tokens.applicant);

    const submitted = await staffSummary(tokens.chief);
    const count = (s: TStaffSummary, job: string) => s.queues.find((q) => q.job === job)!.count;
    expect(count(submitted, 'examine')).toBe(count(before, 'examine') + 1);
    expect(submitted.months.at(-1)!.received).toBe(before.months.at(-1)!.received + 1);
    expect(submitted.months.at(-1)!.month).toBe(thisMonth());
    expect(submitted.months).toHaveLength(12);

    data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
    const accepted = await staffSummary(tokens.chief);
    expect(count(accepted, 'examine')).toBe(count(before, 'examine'));
    const waiting = (s: TStaffSummary) => s.stages.find((x) => x.stage === 'gov_distribution')!.waiting;
    expect(waiting(accepted)).toBe(waiting(before) + 1);
    expect(accepted.recent[0]).toMatchObject({ applyId: apply.id, action: 'startExamine', stage: null, applyName: apply.name });
    await expectQueuesMatchPages(tokens.chief);

    // Nobody else's actions appear among gov1's.
    const gov1 = await staffSummary(tokens.gov1);
    expect(gov1.recent.map((r) => r.applyId)).not.toContain(apply.id);
  });

  it('averages the time between entering and leaving a stage', async () => {
    const { stages } = await staffSummary(tokens.admin);
    expect(stages.map((s) => s.stage)[0]).toBe('gov_distribution');
    // Worked out here from the flow records: per application, the time from the step that brought it to a
    // stage to the step that moved it on, averaged per stage, in hours to one decimal.
    const records = await t.app.db
      .selectFrom('flowRecords')
      .select(['applyId', 'id', 'stage', 'toStage', 'createdAt'])
      .where('action', 'in', TRANSITION_ACTIONS)
      .orderBy('applyId')
      .orderBy('id')
      .execute();
    const spent = new Map<string, number[]>();
    records.forEach((r, i) => {
      const before = records[i - 1];
      if (!before || before.applyId !== r.applyId || r.stage === null || r.toStage === r.stage) return;
      spent.set(r.stage, [...(spent.get(r.stage) ?? []), (r.createdAt.getTime() - before.createdAt.getTime()) / 3_600_000]);
    });
    const left = stages.filter((s) => s.departures > 0);
    expect(left.length).toBeGreaterThan(0);
    for (const s of left) {
      const hours = spent.get(s.stage) ?? [];
      expect(s.departures).toBe(hours.length);
      expect(s.averageHours).toBe(Math.round((hours.reduce((a, b) => a + b, 0) / hours.length) * 10) / 10);
    }
    for (const s of stages.filter((x) => x.departures === 0)) expect(s.averageHours).toBeNull();
  });

  it('refuses applicants and the signed-out', async () => {
    expect((await get('staffSummary', tokens.applicant)).statusCode).toBe(403);
    expect((await get('staffSummary', tokens.company)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API_BASE}${HOME_CALLS.staffSummary.path}` })).statusCode).toBe(401);
  });
});

describe('applicant summary', () => {
  it("lists the caller's own applications, latest change first, and never another's", async () => {
    const draft = data<TApply>(await call(t.app, tokens.applicant, 'createApply', { category: 'manager', companyType: 'company', relocate: false }));
    const mine = await applicantSummary(tokens.applicant);
    expect(mine.applications.items[0]).toMatchObject({ id: draft.id, status: APPLY_STATUS.draft, type: 'manager_company' });
    const own = data<TApplyPage>(await call(t.app, tokens.applicant, 'getAllApply', { page: 1, size: 50 }));
    expect(mine.applications.total).toBe(own.total);
    expect(new Set(mine.applications.items.map((a) => a.id))).toEqual(new Set(own.items.slice(0, 10).map((a) => a.id)));
    expect(mine.applications.items.some((a) => a.status === APPLY_STATUS.returned)).toBe(true);

    const company = await applicantSummary(tokens.company);
    const theirs = new Set(company.applications.items.map((a) => a.id));
    expect(theirs.size).toBeGreaterThan(0);
    for (const a of mine.applications.items) expect(theirs.has(a.id)).toBe(false);

    const stranger = await applicantSummary(tokens.stranger);
    expect(stranger).toEqual({ applications: { total: 0, items: [] }, enterprises: [] });
  });

  it('shows a settled enterprise with the quarters it has still to report, as the reporting page does', async () => {
    expect((await applicantSummary(tokens.applicant)).enterprises).toEqual([]);
    // Half a year on, quarters have passed since the seeded settlement.
    t.clock.advance(200 * 24 * 60 * 60_000);
    const company = await passwordLogin(t.app, 'companyPassword', COMPANY_CODE);
    const { enterprises } = await applicantSummary(company);
    expect(enterprises).toHaveLength(1);
    const [enterprise] = enterprises;
    expect(enterprise!.missing.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/uni/taxreport/getTaxReportList`,
      headers: { 'x-token': company },
      query: { unicodes: enterprise!.unicodes },
    });
    const page = (res.json() as { data: TTaxReportList }).data;
    expect(enterprise!.missing).toEqual(page.missing);
    expect(enterprise!.reportCount).toBe(page.filed.length);
  });
});
