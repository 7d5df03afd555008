import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isCreditCode, makeCreditCode, orgCodeCheckChar, zCreditCode } from './credit-code.ts';

describe('unified social credit code (GB 32100)', () => {
  it.each([
    ['91330100MA27XY018X', 'the demo company C'],
    ['91350100M000100Y43', 'a published code'],
    ['91330100ma27xy018x', 'lower case'],
    [makeCreditCode('91330100', 'MA2B3C4D'), 'generated'],
    [makeCreditCode('Y1330100', '00000000'), 'department Y'],
  ])('accepts %s (%s)', (code) => expect(isCreditCode(code)).toBe(true));

  it.each([
    ['91330100MA27XY018Y', 'wrong final check character'],
    ['91330100MA27XY019X', 'wrong organisation code check'],
    ['91330100MA27XY018', '17 characters'],
    ['91330100MA27XYO18X', 'letter O'],
    ['B1330100MA27XY018X', 'unknown registration department'],
    ['913301A0MA27XY018X', 'letter in the division code'],
    ['', 'empty'],
  ])('refuses %s (%s)', (code) => expect(isCreditCode(code)).toBe(false));

  it('computes the GB 11714 organisation code check, including X and 0', () => {
    expect(orgCodeCheckChar('MA27XY01')).toBe('8');
    expect(orgCodeCheckChar('00000000')).toBe('0');
    expect(orgCodeCheckChar('00000001')).toBe('9');
    expect(['X', ...'0123456789']).toContain(orgCodeCheckChar('12345678'));
  });

  it('finds the check character of C', () => expect(creditCodeCheckChar('91330100MA27XY018')).toBe('X'));

  it('generates codes whose both check characters hold, and refuses impossible input', () => {
    const code = makeCreditCode('91330100', 'AB12CD34');
    expect(code).toHaveLength(18);
    expect(code[16]).toBe(orgCodeCheckChar('AB12CD34'));
    expect(isCreditCode(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'))).toBe(false);
    expect(() => makeCreditCode('91330100', 'ABCDEFGI')).toThrow();
  });

  it('gives a Chinese message through zod', () => {
    const result = zCreditCode().safeParse('91330100MA27XY018Y');
    expect(result.error?.issues[0]?.message).toBe('统一社会信用代码有误，请确认');
  });
});
