import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExaminerLoad } from '@ftown/domain/review/api/review.schemas';
import { HOUR_MS } from '@ftown/domain/time-limits/calendar';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { advanceAndSignIn, assignedApplication, signInAll, staffIdOf, type ClockAccount } from '../time-limits/test-support.ts';
import { data, review } from './test-support.ts';

let t: TestApp;
let tokens: Record<ClockAccount, string>;
let gov1Id = 0;

beforeAll(async () => {
  // The test clock starts on Monday 2026-03-02, 09:00 in Shanghai.
  t = await buildTestApp();
  tokens = await signInAll(t.app);
  gov1Id = await staffIdOf(t.app, tokens.chief, '黄磊');
});
afterAll(async () => {
  await t?.close();
});

const loads = async (token = tokens.chief) => data<TExaminerLoad[]>(await review(t.app, token, 'getExaminerLoads', { stage: 'gov_distribution' }));
const byName = (rows: TExaminerLoad[]) => Object.fromEntries(rows.map(({ name, open, overdue, averageMs, suggested }) => [name, { open, overdue, averageMs, suggested }]));

describe('the chief’s distribution dialog', () => {
  it('lists the eligible examiners with their load and suggests the least loaded, ties by name', async () => {
    // Nothing waits on either at the centre's stages yet (the demo applications have moved past them): 黄 before 刘.
    expect(byName(await loads())).toEqual({
      刘建国: { open: 0, overdue: 0, averageMs: null, suggested: false },
      黄磊: { open: 0, overdue: 0, averageMs: null, suggested: true },
    });
  });

  it('counts what waits on an examiner and what of it is overdue, and suggests someone else', async () => {
    const first = await assignedApplication(t.app, tokens, gov1Id);
    await assignedApplication(t.app, tokens, gov1Id);
    expect(byName(await loads())).toMatchObject({ 黄磊: { open: 2, overdue: 0, suggested: false }, 刘建国: { open: 0, suggested: true } });

    // Five working days and an hour later (Monday 10:00 of the next week), 初审's five-day limit has passed.
    tokens = await advanceAndSignIn(t, 7 * 24 * HOUR_MS + HOUR_MS);
    expect(byName(await loads())).toMatchObject({ 黄磊: { open: 2, overdue: 2 } });

    // Passing 初审 ends that stage visit: its working time is the examiner's average, and 复审 starts on time.
    data(await review(t.app, tokens.gov1, 'pass', { apply: first.id, stage: 'gov_early', opinion: '同意', result: {} }));
    expect(byName(await loads())).toMatchObject({ 黄磊: { open: 2, overdue: 1, averageMs: 121 * HOUR_MS } });
  });

  it('is for whoever may assign at the stage: the centre’s chief and the administrator', async () => {
    expect(await loads(tokens.admin)).toHaveLength(2);
    for (const other of [tokens.gov1, tokens.lawchief, tokens.zhangsan]) {
      expect((await review(t.app, other, 'getExaminerLoads', { stage: 'gov_distribution' })).statusCode).toBe(403);
    }
  });
});
