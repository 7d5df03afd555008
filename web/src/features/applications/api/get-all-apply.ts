import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, type TGetAllApplyQuery } from '@ftown/domain/applications/api/apply.schemas';
import { callApi } from '@/lib/call-api';
import { applyKeys } from './keys';

export type ApplyListQuery = Pick<TGetAllApplyQuery, 'page' | 'size' | 'searchData'>;

/** GET /apply/home/getAllApply: the signed-in applicant's own applications, a page at a time. */
export const getAllApply = (query: ApplyListQuery, signal?: AbortSignal) => callApi(APPLY_CALLS.getAllApply, query, { signal });

export const allApplyQueryOptions = (query: ApplyListQuery) =>
  queryOptions({
    queryKey: applyKeys.list(query),
    queryFn: ({ signal }) => getAllApply(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAllApply = (query: ApplyListQuery) => useQuery(allApplyQueryOptions(query));
