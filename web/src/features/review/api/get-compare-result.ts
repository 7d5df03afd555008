import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, ZCompareResult, type TCompareRequest } from '@ftown/domain/review/api/review.schemas';
import { request } from '@/lib/request';
import { reviewKeys } from './keys';

/** POST /apply/home/getCompareResultForApply: version N against N-1, every section (0 names the latest version). */
export const getCompareResult = async (body: TCompareRequest, signal?: AbortSignal) =>
  ZCompareResult.parse(await request<unknown>(REVIEW_CALLS.getCompareResultForApply.path, { method: 'POST', body, signal }));

export const compareResultQueryOptions = (body: TCompareRequest) =>
  queryOptions({
    queryKey: reviewKeys.compare(body.id ?? 0, body.version, 'all'),
    queryFn: ({ signal }) => getCompareResult(body, signal),
  });

export const useCompareResult = (body: TCompareRequest) => useQuery(compareResultQueryOptions(body));
