import { describe, expect, it } from 'vitest';
import { makeCreditCode } from '../../validators/credit-code.ts';
import { REVIEW_MESSAGES } from '../review-messages.ts';
import { ZAllowedActionsQuery, ZUserListByNodeQuery } from './queue.calls.ts';
import { ZPassRequest, ZRemadApplyRequest, ZUpdateColumnRequest } from './review.schemas.ts';

const remad = { id: 7, unicodes: 'ENT-1', stage: 'gov_review', items: '名称', reason: '重名' };

describe('remadApply', () => {
  it.each([['v1'], [0], [-1], [1.5], [null], [undefined]])('refuses version %s with the spec message', (version) => {
    const result = ZRemadApplyRequest.safeParse({ ...remad, version });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['version'], message: REVIEW_MESSAGES.badVersion });
  });

  it('takes a positive version, also as text', () => {
    expect(ZRemadApplyRequest.parse({ ...remad, version: '2' })).toMatchObject({ version: 2, other: '', opinion: '' });
  });
});

describe('updateColumn', () => {
  it.each(['inquire', 'bureau', 'examine_company_names'])('accepts %s', (column) => {
    expect(ZUpdateColumnRequest.parse({ id: 1, column, value: ' x ' })).toEqual({ id: 1, column, value: 'x' });
  });

  it.each(['name', 'status', 'examineCompanyNames', ''])('refuses %s', (column) => {
    const result = ZUpdateColumnRequest.safeParse({ id: 1, column, value: 'x' });
    expect(result.error?.issues[0]?.message).toBe(REVIEW_MESSAGES.badColumn);
  });
});

describe('pass', () => {
  const license = { licenseIssueDate: '2026-03-12', establishDate: '2026-03-12', registrationAuthority: '上城区', licenseScanId: 3 };
  const good = makeCreditCode('91', '33010012345678');
  const bad = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;

  it('checks the licence credit code to GB 32100', () => {
    expect(ZPassRequest.safeParse({ apply: 1, stage: 'license', result: { ...license, creditCode: good } }).success).toBe(true);
    const refused = ZPassRequest.safeParse({ apply: 1, stage: 'license', result: { ...license, creditCode: bad } });
    expect(refused.error?.issues[0]?.path).toEqual(['result', 'creditCode']);
  });

  it('keeps apply beside the stage body and drops unknown keys', () => {
    expect(ZPassRequest.parse({ apply: '4', stage: 'gov_early', extra: true })).toEqual({ apply: 4, stage: 'gov_early', opinion: '', result: {} });
  });
});

describe('queries', () => {
  it('reads a comma list of application ids', () => {
    expect(ZAllowedActionsQuery.parse({ applies: '3,5,8' }).applies).toEqual([3, 5, 8]);
    expect(ZAllowedActionsQuery.safeParse({ applies: '' }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.badApplies);
    expect(ZAllowedActionsQuery.safeParse({ applies: Array.from({ length: 101 }, (_, i) => i + 1) }).success).toBe(false);
  });

  it("takes a node path or the original's flag 1", () => {
    expect(ZUserListByNodeQuery.parse({}).node).toBe('1');
    expect(ZUserListByNodeQuery.parse({ node: 'risk' }).node).toBe('risk');
    expect(ZUserListByNodeQuery.safeParse({ node: 'nope' }).success).toBe(false);
  });
});
