import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TAX_CALLS } from '@ftown/domain/tax/tax.schemas';
import { callApi } from '@/lib/call-api';
import { taxKeys } from './tax-keys';

export type EnterpriseTaxQuery = { page: number; size: number; keyword: string };

/** GET getEnterpriseTaxList (staff): enterprises paged, with their filing state. */
export const getEnterpriseTaxList = (query: EnterpriseTaxQuery, signal?: AbortSignal) =>
  callApi(TAX_CALLS.getEnterpriseTaxList, { page: query.page, size: query.size, keyword: query.keyword || undefined }, { signal });

export const enterpriseTaxListQueryOptions = (query: EnterpriseTaxQuery) =>
  queryOptions({ queryKey: taxKeys.enterprises(query), queryFn: ({ signal }) => getEnterpriseTaxList(query, signal) });

export const useEnterpriseTaxList = (query: EnterpriseTaxQuery) =>
  useQuery({ ...enterpriseTaxListQueryOptions(query), placeholderData: keepPreviousData });
