import { describe, expect, it } from 'vitest';
import { APPLY_TYPES, EDGE_PREFIXES, LEGACY_PREFIXES, legacyPrefixOf, partsOf, prefixOf, typeOf, typeOfPath } from './types.ts';

describe('application types', () => {
  it('has 16 distinct types, each the key of its parts', () => {
    expect(new Set(APPLY_TYPES).size).toBe(16);
    for (const type of APPLY_TYPES) {
      const { category, companyType, relocate } = partsOf(type);
      expect(typeOf(category, companyType, relocate)).toBe(type);
    }
  });

  it.each([
    ['/edge/company', 'manager_company'],
    ['/lenymo/company', 'manager_company'],
    ['/edge/company_relocate', 'manager_company_relocate'],
    ['/edge/partner_fund', 'manager_partner'],
    ['/edge/partner_relocate', 'manager_partner_relocate'],
    ['/edge/company_fund_product', 'product_company'],
    ['/edge/partner_fund_product', 'product_partner'],
    ['/edge/company_relocate_fund', 'product_company_relocate'],
    ['/edge/partner_relocate_product', 'product_partner_relocate'],
    ['/edge/company_ownfund', 'ownfund_company'],
    ['/edge/partner_ownfund', 'ownfund_partner'],
    ['/edge/company_ownfund_relocate', 'ownfund_company_relocate'],
    ['/edge/partner_ownfund_relocate', 'ownfund_partner_relocate'],
    ['/edge/company_other', 'other_company'],
    ['/edge/partner_other', 'other_partner'],
    ['/edge/company_other_relocate', 'other_company_relocate'],
    ['/edge/partner_other_relocate', 'other_partner_relocate'],
    ['/company', 'manager_company'],
    ['/partner_relocate_product/base', 'product_partner_relocate'],
    ['/edge/company/base', 'manager_company'],
    ['/edge/company/base?id=3', 'manager_company'],
  ] as const)('%s is %s', (path, type) => expect(typeOfPath(path)).toBe(type));

  it.each([['/edge/index'], ['/company/person/index/5'], ['/edge/apply/index'], ['/']])('%s is no form', (path) =>
    expect(typeOfPath(path)).toBeNull(),
  );

  it('lists the 17 applicant prefixes and 16 legacy twins', () => {
    expect(EDGE_PREFIXES).toHaveLength(17);
    expect(LEGACY_PREFIXES).toHaveLength(16);
    expect(prefixOf('product_company_relocate')).toBe('/edge/company_relocate_fund');
    expect(legacyPrefixOf('product_company_relocate')).toBe('/company_relocate_fund');
  });
});
