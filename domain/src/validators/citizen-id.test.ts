import { describe, expect, it } from 'vitest';
import { birthDateOf, citizenIdCheckChar, genderOf, isCitizenId, makeCitizenId, zCitizenId } from './citizen-id.ts';

const TODAY = '2026-11-22';

describe('citizen ID (GB 11643)', () => {
  it.each([
    ['11010519491231002X', 'the standard example with X'],
    ['110105194912310029'.slice(0, 17) + citizenIdCheckChar('11010519491231002'), 'computed check'],
    ['330102198203159012'.slice(0, 17) + citizenIdCheckChar('33010219820315901'), 'seed area 330102'],
    ['11010519491231002x', 'lower-case x'],
    ['440524800101001', '15 digits, 1980-01-01'],
    ['820000200002290018'.slice(0, 17) + citizenIdCheckChar('82000020000229001'), '29 Feb of a leap year'],
  ])('accepts %s (%s)', (id) => expect(isCitizenId(id, TODAY)).toBe(true));

  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['11010519491231002Y', 'not a digit or X'],
    ['1101051949123100', '16 characters'],
    ['191105194912310020'.slice(0, 17) + citizenIdCheckChar('19110519491231002'), 'province 19 not in the table'],
    ['720105194912310020'.slice(0, 17) + citizenIdCheckChar('72010519491231002'), 'province 72 not in the table'],
    [makeCitizenId('330102', '1990-02-30', '901'), 'Feb 30'],
    ['440524800230001', '15 digits, Feb 30'],
    ['440524801301001', '15 digits, month 13'],
    [makeCitizenId('330102', '2027-01-01', '901'), 'born in the future'],
    [makeCitizenId('330102', '1899-12-31', '901'), 'born before 1900'],
    [makeCitizenId('330102', '2001-02-29', '901'), '29 Feb of a common year'],
    ['', 'empty'],
  ])('refuses %s (%s)', (id) => expect(isCitizenId(id, TODAY)).toBe(false));

  it('derives birth date and gender', () => {
    const zhang = makeCitizenId('330102', '1982-03-15', '901');
    const qian = makeCitizenId('330102', '1987-05-30', '902');
    expect(birthDateOf(zhang)).toBe('1982-03-15');
    expect(genderOf(zhang)).toBe('M');
    expect(genderOf(qian)).toBe('F');
    expect(birthDateOf('440524800101001')).toBe('1980-01-01');
    expect(genderOf('440524800101002')).toBe('F');
    expect(birthDateOf('abc')).toBeNull();
    expect(genderOf('abc')).toBeNull();
  });

  it('refuses a malformed generator input', () => expect(() => makeCitizenId('3301', '1982-03-15', '901')).toThrow());

  it('gives the spec message through zod', () => {
    const result = zCitizenId().safeParse('110105194912310021');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('身份证号码有误，请确认');
    expect(zCitizenId().parse(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});
