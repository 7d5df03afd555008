import { describe, expect, it } from 'vitest';
import { clampNumeric, formatNumericOnBlur, sanitizeNumericInput, type NumericInputOptions } from './numeric-input.ts';

const NEG: NumericInputOptions = { min: '-9999999999999999' };

describe('numeric input', () => {
  it.each([
    ['1a2.3.4', '12.34'],
    ['-5', '-5'],
    ['5-', '5'],
    ['--5', '-5'],
    ['１２', ''],
    ['..', '.'],
    ['', ''],
  ] as const)('typing %s keeps %s', (raw, kept) => expect(sanitizeNumericInput(raw)).toBe(kept));

  it.each([
    ['99999999999999999', {}, '9999999999999999'],
    ['9999999999999999.5', {}, '9999999999999999'],
    ['9999999999999998.9999', {}, '9999999999999998.9999'],
    ['-1', NEG, '-1'],
    ['5', { max: 3 }, '3'],
    ['1', { min: '2.5' }, '2.5'],
    ['-', NEG, '-'],
  ] as const)('clamps %s with %o to %s', (text, options, clamped) => expect(clampNumeric(text, options)).toBe(clamped));

  it.each([
    ['', {}, ''],
    ['-', NEG, ''],
    ['.', {}, ''],
    ['abc', {}, ''],
    ['12.', {}, '12'],
    ['.5', { precision: 2 }, '0.50'],
    ['007', {}, '7'],
    ['1234.56789', { precision: 4 }, '1234.5679'],
    ['2.345', { precision: 2 }, '2.35'],
    ['-1.5', { precision: 0 }, '0'],
    ['-5', {}, '0'],
    ['-5', { min: '1', precision: 2 }, '1.00'],
    ['-1.5', { ...NEG, precision: 0 }, '-2'],
    ['-0.001', { ...NEG, precision: 2 }, '0.00'],
    ['123456789012345678', { precision: 2 }, '9999999999999999.00'],
    ['15', { max: 10, precision: 1 }, '10.0'],
  ] as const)('blur on %s with %o gives %s', (raw, options, shown) =>
    expect(formatNumericOnBlur(raw, options)).toBe(shown),
  );
});
