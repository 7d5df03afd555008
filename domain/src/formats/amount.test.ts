import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, parseAmount } from './amount.ts';
import { unitsToDecimal } from './decimal.ts';

describe('formatAmount', () => {
  it.each([
    ['1234567.5', '1,234,567.5000'],
    [1234567.5, '1,234,567.5000'],
    ['0', '0.0000'],
    ['-1000', '-1,000.0000'],
    ['999.99995', '1,000.0000'],
    ['9999999999999999.9999', '9,999,999,999,999,999.9999'],
    [123n, '123.0000'],
    ['', ''],
    [null, ''],
    ['abc', ''],
  ] as const)('%s -> %s', (input, printed) => expect(formatAmount(input)).toBe(printed));

  it.each([['1,234.5000', '1234.5000'], ['-12.0000', '-12.0000'], ['12,34.0', null], ['1.234,5', null], ['', null]])(
    'parses %s',
    (printed, value) => expect(parseAmount(printed)).toBe(value),
  );

  it('reads back what it prints (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n) + 1n, max: 10n ** 20n - 1n }), (units) => {
        const value = unitsToDecimal(units);
        expect(parseAmount(formatAmount(value))).toBe(value);
      }),
    );
  });
});
