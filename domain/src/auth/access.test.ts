import { describe, expect, it } from 'vitest';
import { isAllowed } from './access.ts';

const admin = { roles: ['admin'], nodes: ['examine', 'risk'] };
const gov1 = { roles: ['examiner'], nodes: ['government/early', 'government/review'] };
const editor = { roles: ['editor'], nodes: [] };

describe('isAllowed', () => {
  it('lets anyone through a rule without roles or node', () => {
    for (const u of [admin, gov1, editor]) expect(isAllowed({}, u)).toBe(true);
  });

  it('checks listed roles', () => {
    const rule = { roles: ['admin', 'examiner'] } as const;
    expect(isAllowed(rule, admin)).toBe(true);
    expect(isAllowed(rule, gov1)).toBe(true);
    expect(isAllowed(rule, editor)).toBe(false);
  });

  it('decides a queue by the node alone, whatever the roles', () => {
    const early = { roles: ['admin', 'examiner'], node: 'government/early' } as const;
    expect(isAllowed(early, gov1)).toBe(true);
    expect(isAllowed(early, admin)).toBe(false);
    expect(isAllowed({ node: 'risk' }, gov1)).toBe(false);
    expect(isAllowed({ node: 'risk' }, editor)).toBe(false);
  });
});
