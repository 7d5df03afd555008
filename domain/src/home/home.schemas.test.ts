import { describe, expect, it } from 'vitest';
import { APPLY_STATUS } from '../applications/status.ts';
import { lastMonths, nextStepOf } from './home.schemas.ts';

describe('nextStepOf', () => {
  it.each([
    [APPLY_STATUS.draft, 'continue'],
    [APPLY_STATUS.submitted, null],
    [APPLY_STATUS.inReview, null],
    [APPLY_STATUS.withdrawn, null],
    [APPLY_STATUS.returned, 'resubmit'],
    [APPLY_STATUS.refused, null],
    [APPLY_STATUS.settled, null],
  ] as const)('status %i -> %s', (status, step) => {
    expect(nextStepOf({ status })).toBe(step);
  });
});

describe('lastMonths', () => {
  it('ends with the current month and crosses the year', () => {
    expect(lastMonths(new Date('2026-03-02T01:00:00Z'), 4)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('counts the month in China Standard Time', () => {
    // 2026-01-31 17:00 UTC is already 1 February in Beijing.
    expect(lastMonths(new Date('2026-01-31T17:00:00Z'), 2)).toEqual(['2026-01', '2026-02']);
  });

  it('gives twelve months by default', () => {
    const months = lastMonths(new Date('2026-12-15T00:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-01');
  });
});
