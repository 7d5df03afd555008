import { describe, expect, it } from 'vitest';
import type { YearQuarter } from './quarters.ts';
import { firstDueQuarter, isBeforeSettlement, reportingStateOf } from './reporting-state.ts';

/** `2025Q3` → { reportYear: 2025, reportQuarter: 3 }, so the table reads like the page. */
const q = (label: string): YearQuarter => {
  const [year, quarter] = label.split('Q');
  return { reportYear: Number(year), reportQuarter: Number(quarter) };
};
const qs = (labels: string) => (labels ? labels.split(' ').map(q) : []);

describe('reportingStateOf', () => {
  it.each([
    {
      name: 'settled mid-quarter: the settlement quarter and each ended one after it are due',
      settledAt: '2025-05-20T10:00:00+08:00',
      now: '2026-01-15T09:00:00+08:00',
      filed: '2025Q3',
      due: '2025Q2 2025Q3 2025Q4',
      missing: '2025Q2 2025Q4',
    },
    {
      name: 'settled this quarter: nothing is due until the quarter ends',
      settledAt: '2026-01-03T10:00:00+08:00',
      now: '2026-03-31T23:59:00+08:00',
      filed: '',
      due: '',
      missing: '',
    },
    {
      name: 'the settlement quarter falls due the moment it ends, in park time',
      settledAt: '2026-01-03T10:00:00+08:00',
      // 16:00 UTC on 31 March is already 1 April in the park.
      now: '2026-03-31T16:00:00Z',
      filed: '',
      due: '2026Q1',
      missing: '2026Q1',
    },
    {
      name: 'none due: every ended quarter since settlement is filed',
      settledAt: '2025-07-01T00:00:00+08:00',
      now: '2026-02-01T09:00:00+08:00',
      filed: '2025Q3 2025Q4',
      due: '2025Q3 2025Q4',
      missing: '',
    },
    {
      name: 'several missing, oldest first, filed listed out of order',
      settledAt: '2024-02-10T10:00:00+08:00',
      now: '2025-05-01T09:00:00+08:00',
      filed: '2024Q3 2024Q1',
      due: '2024Q1 2024Q2 2024Q3 2024Q4 2025Q1',
      missing: '2024Q2 2024Q4 2025Q1',
    },
    {
      name: 'year boundary: settled on the last evening of a year in park time',
      // 2024-12-31 17:00 UTC is 2025-01-01 01:00 in the park: settled in 2025 Q1, not 2024 Q4.
      settledAt: '2024-12-31T17:00:00Z',
      now: '2025-07-02T09:00:00+08:00',
      filed: '2025Q2',
      due: '2025Q1 2025Q2',
      missing: '2025Q1',
    },
    {
      name: 'a report from before settlement is neither due nor filed',
      settledAt: '2025-08-08T10:00:00+08:00',
      now: '2026-01-02T09:00:00+08:00',
      filed: '2025Q1 2025Q4',
      due: '2025Q3 2025Q4',
      missing: '2025Q3',
    },
    {
      name: 'settled before reporting began: due from 2015 Q1',
      settledAt: '2014-06-01T10:00:00+08:00',
      now: '2015-07-01T09:00:00+08:00',
      filed: '',
      due: '2015Q1 2015Q2',
      missing: '2015Q1 2015Q2',
    },
    {
      name: 'not settled: nothing due, whatever was filed',
      settledAt: null,
      now: '2026-01-02T09:00:00+08:00',
      filed: '2025Q3',
      due: '',
      missing: '',
    },
  ])('$name', ({ settledAt, now, filed, due, missing }) => {
    const state = reportingStateOf({ settledAt: settledAt === null ? null : new Date(settledAt), filed: qs(filed), now: new Date(now) });
    expect(state.due).toEqual(qs(due));
    expect(state.missing).toEqual(qs(missing));
    // filed + missing = due, and filed only ever holds due quarters.
    expect(state.filed).toEqual(qs(due).filter((d) => !state.missing.some((m) => m.reportYear === d.reportYear && m.reportQuarter === d.reportQuarter)));
    expect(state.filed.length + state.missing.length).toBe(state.due.length);
  });

  it('names the first due quarter and refuses quarters before the settlement quarter', () => {
    const settledAt = new Date('2025-05-20T10:00:00+08:00');
    expect(firstDueQuarter(settledAt)).toEqual(q('2025Q2'));
    expect(isBeforeSettlement(q('2025Q1'), settledAt)).toBe(true);
    expect(isBeforeSettlement(q('2025Q2'), settledAt)).toBe(false);
    expect(isBeforeSettlement(q('2026Q1'), settledAt)).toBe(false);
  });
});
