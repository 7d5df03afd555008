import type { TEnterpriseListQuery } from '@ftown/domain/enterprises/enterprises.schemas';

/** Query keys of the enterprises feature (企业名录). */
export const enterpriseKeys = {
  all: ['enterprises'] as const,
  list: (query: TEnterpriseListQuery) => [...enterpriseKeys.all, 'list', query] as const,
  detail: (unicodes: string) => [...enterpriseKeys.all, 'detail', unicodes] as const,
};
