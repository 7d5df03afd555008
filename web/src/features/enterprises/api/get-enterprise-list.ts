import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENTERPRISE_CALLS, type TEnterpriseListQuery } from '@ftown/domain/enterprises/enterprises.schemas';
import { callApi } from '@/lib/call-api';
import { enterpriseKeys } from './keys';

/** GET /enterprise/getEnterpriseList: one page of the register, filtered as the staff member chose. */
export const getEnterpriseList = (query: TEnterpriseListQuery, signal?: AbortSignal) => callApi(ENTERPRISE_CALLS.list, query, { signal });

export const enterpriseListQueryOptions = (query: TEnterpriseListQuery) =>
  queryOptions({ queryKey: enterpriseKeys.list(query), queryFn: ({ signal }) => getEnterpriseList(query, signal) });

export const useEnterpriseList = (query: TEnterpriseListQuery) =>
  useQuery({ ...enterpriseListQueryOptions(query), placeholderData: keepPreviousData });
