import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDecimal,
  compareDecimal,
  compareExact,
  numberToDecimalString,
  roundDecimal,
  subtractDecimal,
  sumDecimals,
  toDecimal4,
  toUnits,
  unitsToDecimal,
} from './decimal.ts';

const MAX_UNITS = 10n ** 20n - 1n; // NUMERIC(20,4) holds 16 integer and 4 decimal digits
const units = fc.bigInt({ min: -MAX_UNITS, max: MAX_UNITS });

describe('exact decimals', () => {
  it.each([
    ['9999999999999.9999', '0.0001', '10000000000000.0000'],
    ['0.1', '0.2', '0.3000'],
    ['-1.5', '1.5', '0.0000'],
    ['1000', '0.0001', '1000.0001'],
    ['-0.0001', '-0.0001', '-0.0002'],
  ])('%s + %s = %s', (a, b, sum) => expect(addDecimal(a, b)).toBe(sum));

  it.each([
    ['1', '1.0000', 0],
    ['0.0001', '0', 1],
    ['-2', '-1.9999', -1],
    ['9999999999999999.9999', '10000000000000000', -1],
  ] as const)('compare %s with %s', (a, b, expected) => expect(compareDecimal(a, b)).toBe(expected));

  it.each([['abc'], ['1.23456'], ['1e5'], [''], ['1.2.3']])('refuses %s', (bad) => {
    expect(toUnits(bad)).toBeNull();
    expect(() => addDecimal(bad, '1')).toThrow(RangeError);
  });

  it('sums a tax report exactly and subtracts', () => {
    expect(sumDecimals(['1234.5678', '0.0002', '8765.4320'])).toBe('10000.0000');
    expect(sumDecimals([])).toBe('0.0000');
    expect(subtractDecimal('1000', '999.9999')).toBe('0.0001');
    expect(toDecimal4(12.5)).toBe('12.5000');
  });

  it('expands exponent notation of numbers', () => {
    expect(numberToDecimalString(1e21)).toBe('1000000000000000000000');
    expect(numberToDecimalString(5e-7)).toBe('0.0000005');
    expect(numberToDecimalString(-1.25e-5)).toBe('-0.0000125');
    expect(numberToDecimalString(Number.NaN)).toBeNull();
  });

  it('rounds half away from zero and compares any scale', () => {
    expect(roundDecimal('2.345', 2)).toBe('2.35');
    expect(roundDecimal('-2.345', 2)).toBe('-2.35');
    expect(roundDecimal('2.344999', 2)).toBe('2.34');
    expect(roundDecimal('7', 2)).toBe('7.00');
    expect(compareExact('0.123456789', '0.12345679')).toBe(-1);
    expect(compareExact('x', '1')).toBeNull();
  });

  it('agrees with bigint arithmetic (property)', () => {
    fc.assert(
      fc.property(units, units, (a, b) => {
        const x = unitsToDecimal(a);
        const y = unitsToDecimal(b);
        expect(toUnits(addDecimal(x, y))).toBe(a + b);
        expect(toUnits(subtractDecimal(x, y))).toBe(a - b);
        expect(compareDecimal(x, y)).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });
});
