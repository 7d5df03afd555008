import { describe, expect, it } from 'vitest';
import { isAmount, zAmount, type AmountOptions } from './amount.ts';

const table: [string | number, AmountOptions, boolean][] = [
  ['1', {}, true],
  ['1000.0000', {}, true],
  ['12.5', {}, true],
  [12.5, {}, true],
  ['9999999999999999.9999', {}, true],
  ['0.5', {}, false],
  ['0', {}, false],
  ['0.5', { leadingZero: true }, true],
  ['0', { leadingZero: true }, true],
  ['012', { leadingZero: true }, false],
  ['1.23456', {}, false],
  ['1.', {}, false],
  ['.5', { leadingZero: true }, false],
  ['-3', {}, false],
  ['-3.25', { negative: true }, true],
  ['-0.25', { negative: true, leadingZero: true }, true],
  ['1e5', {}, false],
  ['1,000', {}, false],
  ['', {}, false],
  [Number.NaN, {}, false],
];

describe('amount', () => {
  it.each(table)('%s with %o -> %s', (value, options, valid) => expect(isAmount(value, options)).toBe(valid));

  it('keeps the typed text and reports in Chinese', () => {
    expect(zAmount().parse(' 12.50 ')).toBe('12.50');
    expect(zAmount().safeParse('abc').error?.issues[0]?.message).toBe('请输入正确的金额，最多4位小数');
  });
});
