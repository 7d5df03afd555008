import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENTERPRISE_CALLS } from '@ftown/domain/enterprises/enterprises.schemas';
import { callApi } from '@/lib/call-api';
import { enterpriseKeys } from './keys';

/** GET /enterprise/getEnterprise: one enterprise's register entry, applications and reporting state. */
export const getEnterprise = (unicodes: string, signal?: AbortSignal) => callApi(ENTERPRISE_CALLS.detail, { unicodes }, { signal });

export const enterpriseQueryOptions = (unicodes: string) =>
  queryOptions({ queryKey: enterpriseKeys.detail(unicodes), queryFn: ({ signal }) => getEnterprise(unicodes, signal) });

export const useEnterprise = (unicodes: string) => useQuery(enterpriseQueryOptions(unicodes));
