import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatElapsed, parseElapsed } from './elapsed.ts';

const M = 60_000;

describe('formatElapsed', () => {
  it.each([
    [0, '0分钟'],
    [59_999, '0分钟'],
    [5 * M, '5分钟'],
    [90 * M, '1小时30分钟'],
    [(24 * 60 + 5) * M, '1天0小时5分钟'],
    [((2 * 24 + 3) * 60 + 15) * M + 59_000, '2天3小时15分钟'],
    [-5 * M, '0分钟'],
  ])('%i ms -> %s', (ms, printed) => expect(formatElapsed(ms)).toBe(printed));

  it.each([['3小时'], ['abc'], ['1天2分钟x']])('refuses %s', (text) => expect(parseElapsed(text)).toBeNull());

  it('reads back whole minutes (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minutes) => {
        expect(parseElapsed(formatElapsed(minutes * M))).toBe(minutes * M);
      }),
    );
  });
});
