import { describe, expect, it } from 'vitest';
import {
  isReportableQuarter,
  lastFinishedQuarter,
  quarterLabel,
  quarterOf,
  yearQuarterLabel,
} from './quarters.ts';

describe('quarters', () => {
  it.each([
    ['2026-01-01T00:00:00+08:00', 2026, 1],
    ['2025-12-31T23:59:59+08:00', 2025, 4],
    // 16:00 UTC on 31 March is already 1 April in the park.
    ['2026-03-31T16:00:00Z', 2026, 2],
    ['2026-06-30T15:59:59Z', 2026, 2],
    ['2026-07-01T00:00:00+08:00', 2026, 3],
  ])('%s falls in %i Q%i in park time', (at, reportYear, reportQuarter) => {
    expect(quarterOf(new Date(at))).toEqual({ reportYear, reportQuarter });
  });

  it('labels quarters as the spec does', () => {
    expect([1, 2, 3, 4].map(quarterLabel)).toEqual(['1季度', '2季度', '3季度', '4季度']);
    expect(yearQuarterLabel({ reportYear: 2026, reportQuarter: 1 })).toBe('2026年1季度');
  });

  it('the last finished quarter wraps into the previous year', () => {
    expect(lastFinishedQuarter(new Date('2026-03-02T09:00:00+08:00'))).toEqual({ reportYear: 2025, reportQuarter: 4 });
    expect(lastFinishedQuarter(new Date('2026-04-01T00:00:00+08:00'))).toEqual({ reportYear: 2026, reportQuarter: 1 });
  });

  it.each([
    [2025, 4, true],
    [2026, 1, false],
    [2027, 1, false],
    [2015, 1, true],
    [2014, 4, false],
  ])('on 2026-03-02 %i Q%i reportable: %s', (reportYear, reportQuarter, expected) => {
    expect(isReportableQuarter({ reportYear, reportQuarter }, new Date('2026-03-02T09:00:00+08:00'))).toBe(expected);
  });
});
