import { describe, expect, it } from 'vitest';
import { addYears, isDateString, isDay, isMonth, isYear, zDate, zMonth } from './date-parts.ts';

describe('date parts', () => {
  it.each([
    ['2026', true],
    [2026, true],
    ['026', false],
    ['20261', false],
    ['abcd', false],
  ])('year %s -> %s', (v, ok) => expect(isYear(v)).toBe(ok));

  it.each([
    ['1', true],
    ['01', true],
    ['12', true],
    [9, true],
    ['0', false],
    ['13', false],
    ['001', false],
  ])('month %s -> %s', (v, ok) => expect(isMonth(v)).toBe(ok));

  it.each([
    ['1', true],
    ['09', true],
    ['31', true],
    ['0', false],
    ['32', false],
  ])('day %s -> %s', (v, ok) => expect(isDay(v)).toBe(ok));

  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-2-3', false],
    ['2026-12-31', true],
  ])('date %s -> %s', (v, ok) => expect(isDateString(v)).toBe(ok));

  it('adds years and reports in Chinese', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-02-28');
    expect(addYears('2026-11-22', 5)).toBe('2031-11-22');
    expect(zMonth().safeParse('13').error?.issues[0]?.message).toBe('月份应为1至12');
    expect(zDate().safeParse('2026-02-30').success).toBe(false);
  });
});
