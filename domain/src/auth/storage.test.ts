import { describe, expect, it } from 'vitest';
import { APPLY_RECORD_ERRORS, applyRecordProblem, hasDash, isPositiveId, isValidToken } from './storage.ts';

describe('browser storage rules', () => {
  it('accepts a token only when longer than one character', () => {
    expect(isValidToken('ab')).toBe(true);
    expect(isValidToken('a')).toBe(false);
    expect(isValidToken('')).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
  });

  it.each([
    [{ id: 3, unicodes: 'ENT-3' }, null],
    [{ id: 3, unicodes: '' }, APPLY_RECORD_ERRORS.lost],
    [{ id: 3 }, APPLY_RECORD_ERRORS.lost],
    [null, APPLY_RECORD_ERRORS.lost],
    [{ id: 3, unicodes: 'ENT3' }, APPLY_RECORD_ERRORS.format],
    [{ id: 0, unicodes: 'ENT-3' }, APPLY_RECORD_ERRORS.id],
    [{ id: -2, unicodes: 'ENT-3' }, APPLY_RECORD_ERRORS.id],
    [{ id: 2.5, unicodes: 'ENT-3' }, APPLY_RECORD_ERRORS.id],
  ])('apply record %j -> %j', (record, problem) => {
    expect(applyRecordProblem(record)).toBe(problem);
  });

  it('checks ids and dashes on their own', () => {
    expect(isPositiveId(1)).toBe(true);
    expect(isPositiveId('1')).toBe(false);
    expect(hasDash('ENT-1')).toBe(true);
    expect(hasDash('ENT1')).toBe(false);
  });
});
