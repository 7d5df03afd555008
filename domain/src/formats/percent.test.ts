import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPercent, parsePercent } from './percent.ts';
import { roundDecimal, unitsToDecimal } from './decimal.ts';

describe('formatPercent', () => {
  it.each([
    ['60', '60.00%'],
    ['33.3333', '33.33%'],
    ['66.6650', '66.67%'],
    [12.345, '12.35%'],
    ['100.0000', '100.00%'],
    [undefined, ''],
    ['x', ''],
  ] as const)('%s -> %s', (input, printed) => expect(formatPercent(input)).toBe(printed));

  it.each([['60.00%', '60.00'], ['7.5', '7.5'], ['%', null], ['1,0%', null]])('parses %s', (printed, value) =>
    expect(parsePercent(printed)).toBe(value),
  );

  it('reads back the rounded value it prints (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999n }), (units) => {
        const value = unitsToDecimal(units);
        expect(parsePercent(formatPercent(value))).toBe(roundDecimal(value, 2));
      }),
    );
  });
});
