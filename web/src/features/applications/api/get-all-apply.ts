import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { APPLY_CALLS, ZApplyPage, type TGetAllApplyQuery } from '@ftown/domain/applications/api/apply.schemas';
import { request } from '@/lib/request';
import { applyKeys } from './keys';

export type ApplyListQuery = Pick<TGetAllApplyQuery, 'page' | 'size'> & { searchData?: string };

/** GET /apply/home/getAllApply: the signed-in applicant's own applications, a page at a time. */
export const getAllApply = async (query: ApplyListQuery, signal?: AbortSignal) =>
  ZApplyPage.parse(await request<unknown>(APPLY_CALLS.getAllApply.path, { params: query, signal }));

export const allApplyQueryOptions = (query: ApplyListQuery) =>
  queryOptions({
    queryKey: applyKeys.list(query),
    queryFn: ({ signal }) => getAllApply(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAllApply = (query: ApplyListQuery) => useQuery(allApplyQueryOptions(query));
