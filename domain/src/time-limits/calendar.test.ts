import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingMs, calendarOf, DAY_MS, HOUR_MS, isWorkingDay, workingMsBetween } from './calendar.ts';

const cst = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`);

/** New Year 2026 as the State Council set it: Jan 1–3 off (Thu–Sat), Sunday Jan 4 worked. */
const calendar = calendarOf([
  { day: '2026-01-01', kind: 'holiday' },
  { day: '2026-01-02', kind: 'holiday' },
  { day: '2026-01-04', kind: 'workday' },
]);
const plain = calendarOf([]);

describe('working days', () => {
  it.each([
    ['2026-11-26 00:00', true, 'a Thursday'],
    ['2026-11-28 12:00', false, 'a Saturday'],
    ['2026-11-29 23:59', false, 'a Sunday'],
    ['2026-01-01 08:00', false, 'a holiday on a weekday'],
    ['2026-01-04 08:00', true, 'an adjusted working Sunday'],
    ['2026-01-03 23:59', false, 'the Saturday before it'],
  ])('%s is a working day: %s (%s)', (at, working) => {
    expect(isWorkingDay(calendar, cst(at))).toBe(working);
  });

  it('takes the day in China Standard Time, not UTC', () => {
    // Friday 23:30 CST is Friday 15:30 UTC; Saturday 00:30 CST is still Friday 16:30 UTC.
    expect(isWorkingDay(plain, cst('2026-11-27 23:30'))).toBe(true);
    expect(isWorkingDay(plain, cst('2026-11-28 00:30'))).toBe(false);
  });
});

describe('working time between two instants', () => {
  it.each([
    ['2026-11-23 10:00', '2026-11-23 14:00', 4, 'within a Monday'],
    ['2026-11-27 20:00', '2026-11-30 04:00', 8, 'over a weekend: Friday evening and Monday morning'],
    ['2026-11-28 09:00', '2026-11-29 18:00', 0, 'within a weekend'],
    ['2026-11-23 00:00', '2026-11-30 00:00', 120, 'a whole week: five days of 24 h'],
    ['2025-12-31 12:00', '2026-01-05 12:00', 48, 'over the year boundary: Dec 31 half, holidays none, Sunday Jan 4 whole, Jan 5 half'],
    ['2026-11-23 14:00', '2026-11-23 10:00', 0, 'backwards'],
  ])('%s → %s is %d h (%s)', (from, to, hours) => {
    expect(workingMsBetween(calendar, cst(from), cst(to))).toBe(hours * HOUR_MS);
  });
});

describe('adding working time', () => {
  it.each([
    ['2026-11-23 10:00', 24, '2026-11-24 10:00', 'a day on a Monday'],
    ['2026-11-27 10:00', 24, '2026-11-30 10:00', 'a day from Friday ends on Monday'],
    ['2026-11-28 10:00', 1, '2026-11-30 01:00', 'from a Saturday it starts on Monday'],
    ['2025-12-31 12:00', 24, '2026-01-04 12:00', 'over New Year to the adjusted working Sunday'],
    ['2025-12-31 12:00', 48, '2026-01-05 12:00', 'and on to Monday'],
    ['2026-11-23 10:00', 0, '2026-11-23 10:00', 'nothing'],
  ])('%s + %d h is %s (%s)', (from, hours, to) => {
    expect(addWorkingMs(calendar, cst(from), hours * HOUR_MS)).toBe(cst(to));
  });

  it('gives up on a calendar without working days', () => {
    const days = Array.from({ length: 3700 }, (_, i) => ({ day: new Date(Date.UTC(2026, 0, 1) + i * DAY_MS).toISOString().slice(0, 10), kind: 'holiday' as const }));
    expect(addWorkingMs(calendarOf(days), cst('2026-01-01 00:00'), HOUR_MS)).toBeNull();
  });
});

describe('properties', () => {
  const instant = fc.integer({ min: cst('2025-06-01 00:00'), max: cst('2027-06-01 00:00') });
  const amount = fc.integer({ min: 0, max: 40 * DAY_MS });
  const calendars = fc
    .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 730 }), fc.constantFrom('holiday' as const, 'workday' as const)), { selector: ([d]) => d, maxLength: 60 })
    .map((entries) => calendarOf(entries.map(([d, kind]) => ({ day: new Date(Date.UTC(2025, 5, 1) + d * DAY_MS).toISOString().slice(0, 10), kind }))));

  it('adding then measuring gives the amount back, and the end is the earliest such instant', () => {
    fc.assert(
      fc.property(calendars, instant, amount, (cal, from, ms) => {
        const end = addWorkingMs(cal, from, ms);
        expect(end).not.toBeNull();
        expect(workingMsBetween(cal, from, end!)).toBe(ms);
        if (ms > 0) expect(workingMsBetween(cal, from, end! - 1)).toBe(ms - 1);
      }),
    );
  });

  it('is additive over a split, never more than the wall time, and never decreasing', () => {
    fc.assert(
      fc.property(calendars, instant, instant, instant, (cal, a, b, c) => {
        const [x, y, z] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
        expect(workingMsBetween(cal, x, y) + workingMsBetween(cal, y, z)).toBe(workingMsBetween(cal, x, z));
        expect(workingMsBetween(cal, x, z)).toBeLessThanOrEqual(z - x);
        expect(workingMsBetween(cal, x, z)).toBeGreaterThanOrEqual(workingMsBetween(cal, x, y));
      }),
    );
  });
});
