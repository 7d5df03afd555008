/**
 * The 16 application types: category × companyType × relocate (DESIGN section 4, FORMS.md section 1), with the
 * route prefixes of spec section 2 that open their forms.
 */

export const CATEGORIES = ['manager', 'product', 'ownfund', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  manager: '基金管理人',
  product: '基金产品',
  ownfund: '自有资金投资企业',
  other: '其他企业',
};

export const COMPANY_TYPES = ['company', 'partner'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = { company: '公司型', partner: '合伙型' };

export type ApplyTypeParts = { category: Category; companyType: CompanyType; relocate: boolean };

/** Type keys: `${category}_${companyType}` plus `_relocate` for an enterprise moving in from elsewhere in the city. */
export const APPLY_TYPES = [
  'manager_company',
  'manager_company_relocate',
  'manager_partner',
  'manager_partner_relocate',
  'product_company',
  'product_company_relocate',
  'product_partner',
  'product_partner_relocate',
  'ownfund_company',
  'ownfund_partner',
  'ownfund_company_relocate',
  'ownfund_partner_relocate',
  'other_company',
  'other_partner',
  'other_company_relocate',
  'other_partner_relocate',
] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];

export const typeOf = (category: Category, companyType: CompanyType, relocate: boolean): ApplyType =>
  `${category}_${companyType}${relocate ? '_relocate' : ''}` as ApplyType;

export const partsOf = (type: ApplyType): ApplyTypeParts => {
  const [category, companyType, relocate] = type.split('_') as [Category, CompanyType, string | undefined];
  return { category, companyType, relocate: relocate === 'relocate' };
};

/** Form page titles, from the purposes spec section 2 gives each prefix. */
export const APPLY_TYPE_TITLES: Record<ApplyType, string> = {
  manager_company: '新设立公司型基金管理人',
  manager_company_relocate: '市内迁入公司型基金管理人',
  manager_partner: '新设立合伙型基金管理人',
  manager_partner_relocate: '市内迁入合伙型基金管理人',
  product_company: '新设立公司型基金产品',
  product_company_relocate: '市内迁入公司型基金产品',
  product_partner: '新设立合伙型基金产品',
  product_partner_relocate: '市内迁入合伙型基金产品',
  ownfund_company: '新设立公司型自有资金投资企业',
  ownfund_partner: '新设立合伙型自有资金投资企业',
  ownfund_company_relocate: '市内迁入公司型自有资金投资企业',
  ownfund_partner_relocate: '市内迁入合伙型自有资金投资企业',
  other_company: '新设立公司型其他企业',
  other_partner: '新设立合伙型其他企业',
  other_company_relocate: '市内迁入公司型其他企业',
  other_partner_relocate: '市内迁入合伙型其他企业',
};

/**
 * Path segment of each type's form route (spec section 2). The applicant layout hangs it under /edge, the legacy
 * staff layout at the root; /lenymo/company is a second entry to the first type.
 */
export const ROUTE_SEGMENTS: Record<ApplyType, string> = {
  manager_company: 'company',
  manager_company_relocate: 'company_relocate',
  manager_partner: 'partner_fund',
  manager_partner_relocate: 'partner_relocate',
  product_company: 'company_fund_product',
  product_company_relocate: 'company_relocate_fund',
  product_partner: 'partner_fund_product',
  product_partner_relocate: 'partner_relocate_product',
  ownfund_company: 'company_ownfund',
  ownfund_partner: 'partner_ownfund',
  ownfund_company_relocate: 'company_ownfund_relocate',
  ownfund_partner_relocate: 'partner_ownfund_relocate',
  other_company: 'company_other',
  other_partner: 'partner_other',
  other_company_relocate: 'company_other_relocate',
  other_partner_relocate: 'partner_other_relocate',
};

export const LENYMO_PREFIX = '/lenymo/company';

/** Applicant-layout prefix of a type, e.g. '/edge/company_relocate'. */
export const prefixOf = (type: ApplyType): string => `/edge/${ROUTE_SEGMENTS[type]}`;
/** Legacy staff-layout twin of a type's prefix, e.g. '/company_relocate'. */
export const legacyPrefixOf = (type: ApplyType): string => `/${ROUTE_SEGMENTS[type]}`;

/** The 17 applicant-layout prefixes of spec section 2 and their types. */
export const EDGE_PREFIXES: readonly (readonly [string, ApplyType])[] = [
  ...APPLY_TYPES.map((t) => [prefixOf(t), t] as const),
  [LENYMO_PREFIX, 'manager_company'],
];
/** The 16 legacy staff-layout prefixes and their types. */
export const LEGACY_PREFIXES: readonly (readonly [string, ApplyType])[] = APPLY_TYPES.map(
  (t) => [legacyPrefixOf(t), t] as const,
);

const BY_PREFIX: ReadonlyMap<string, ApplyType> = new Map([...EDGE_PREFIXES, ...LEGACY_PREFIXES]);

/** Type of a form route prefix or of any path under it ('/edge/company/base'); null for other paths. */
export const typeOfPath = (path: string): ApplyType | null => {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  for (const candidate of [clean, clean.replace(/\/[^/]*$/, '')]) {
    const type = BY_PREFIX.get(candidate);
    if (type) return type;
  }
  return null;
};
