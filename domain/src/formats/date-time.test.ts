import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatRelative, parseDateTime, toEpochMs, todayCst } from './date-time.ts';

// 2026-02-10 09:30:05 in China Standard Time.
const MS = Date.UTC(2026, 1, 10, 1, 30, 5);

describe('date and time formats', () => {
  it.each([
    [MS, '2026-02-10 09:30:05'],
    [MS / 1000, '2026-02-10 09:30:05'],
    [String(MS / 1000), '2026-02-10 09:30:05'],
    [String(MS), '2026-02-10 09:30:05'],
    [new Date(MS), '2026-02-10 09:30:05'],
    ['2026-02-10 09:30:05', '2026-02-10 09:30:05'],
    ['2026-02-10', '2026-02-10 00:00:00'],
    ['not a date', ''],
    [null, ''],
  ] as const)('formats %s', (input, printed) => expect(formatDateTime(input)).toBe(printed));

  it('treats 10 digits as seconds and 13 as milliseconds', () => {
    expect(toEpochMs(1_770_000_000)).toBe(1_770_000_000_000);
    expect(toEpochMs(1_770_000_000_123)).toBe(1_770_000_000_123);
  });

  it('formats other patterns and the CST day', () => {
    expect(formatDate(MS)).toBe('2026-02-10');
    expect(formatDateTime(MS, 'YYYY年MM月DD日')).toBe('2026年02月10日');
    expect(todayCst(Date.UTC(2026, 0, 31, 17, 0, 0))).toBe('2026-02-01');
  });

  it.each([['2026-02-30 00:00:00'], ['2026-2-1 00:00:00'], ['2026-02-10 24:00:00'], ['']])('refuses %s', (text) =>
    expect(parseDateTime(text)).toBeNull(),
  );

  it('reads back what it prints, to the second (property)', () => {
    fc.assert(
      // A 10-digit number is read as seconds (spec section 9), so the millisecond round trip leaves those out;
      // the seconds rule has its own cases above.
      fc.property(fc.integer({ min: -2_000_000_000_000, max: 4_000_000_000_000 }).filter((n) => String(Math.abs(n)).length !== 10), (ms) => {
        expect(parseDateTime(formatDateTime(ms))).toBe(Math.floor(ms / 1000) * 1000);
        expect(parseDateTime(formatDate(ms), 'YYYY-MM-DD')).toBe(toEpochMs(formatDate(ms)));
      }),
    );
  });

  it.each([
    [0, '刚刚'],
    [29_000, '刚刚'],
    [30_000, '1分钟前'],
    [61_000, '2分钟前'],
    [3_600_000, '1小时前'],
    [5 * 3_600_000 + 1, '6小时前'],
    [86_400_000, '1天前'],
    [2 * 86_400_000, '2月10日9时30分'],
  ])('relative time %i ms ago', (ago, printed) => expect(formatRelative(MS, MS + ago)).toBe(printed));

  it('prints a date with a pattern after two days', () => {
    expect(formatRelative(MS, MS + 3 * 86_400_000, 'YYYY-MM-DD')).toBe('2026-02-10');
  });
});
