import type { TApply } from '@ftown/domain/applications/api/apply.schemas';

/** The query of the compare pages (/apply/version, /edge/apply/version): id, unicodes, category, companyType, version. */
export const compareQuery = (apply: Pick<TApply, 'id' | 'unicodes' | 'category' | 'companyType'>, version: number) =>
  `?${new URLSearchParams({
    id: String(apply.id),
    unicodes: apply.unicodes,
    category: apply.category,
    companyType: apply.companyType,
    version: String(version),
  }).toString()}`;
