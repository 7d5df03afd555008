import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STRATEGIC_CALLS, type PartnerCategory } from '@ftown/domain/partners/partners.schemas';
import { callApi } from '@/lib/call-api';

export type PartnerQuery = { page: number; size: number; keyword: string; category: PartnerCategory | undefined };

export const partnerKeys = {
  list: (query: PartnerQuery) => ['partners', 'list', query] as const,
  record: (unicodes: string) => ['partners', 'record', unicodes] as const,
  enterprises: () => ['partners', 'enterprises'] as const,
};

/** GET /management/strategic/getPartnerList: the park's partner institutions, paged and searchable. */
export const getPartnerList = (query: PartnerQuery, signal?: AbortSignal) =>
  callApi(
    STRATEGIC_CALLS.getPartnerList,
    { page: query.page, size: query.size, keyword: query.keyword || undefined, category: query.category },
    { signal },
  );

export const partnerListQueryOptions = (query: PartnerQuery) =>
  queryOptions({ queryKey: partnerKeys.list(query), queryFn: ({ signal }) => getPartnerList(query, signal), staleTime: 5 * 60_000 });

export const usePartnerList = (query: PartnerQuery) =>
  useQuery({ ...partnerListQueryOptions(query), placeholderData: keepPreviousData });
