import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnterpriseTaxList } from '@ftown/domain/tax/tax.schemas';
import { taxKeys, taxRequest } from './tax-request';

export type EnterpriseTaxQuery = { page: number; size: number; keyword: string };

/** GET getEnterpriseTaxList (staff): enterprises paged, with their filing state. */
export const getEnterpriseTaxList = (query: EnterpriseTaxQuery, signal?: AbortSignal) =>
  taxRequest<TEnterpriseTaxList>('getEnterpriseTaxList', {
    params: { page: query.page, size: query.size, keyword: query.keyword || undefined },
    signal,
  });

export const enterpriseTaxListQueryOptions = (query: EnterpriseTaxQuery) =>
  queryOptions({ queryKey: taxKeys.enterprises(query), queryFn: ({ signal }) => getEnterpriseTaxList(query, signal) });

export const useEnterpriseTaxList = (query: EnterpriseTaxQuery) =>
  useQuery({ ...enterpriseTaxListQueryOptions(query), placeholderData: keepPreviousData });
