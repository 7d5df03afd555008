import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, type TCompareRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** POST /apply/home/getCompareResultForApply: version N against N-1, every section (0 names the latest version). */
export const getCompareResult = (body: TCompareRequest, signal?: AbortSignal) =>
  callApi(REVIEW_CALLS.getCompareResultForApply, body, { signal });

export const compareResultQueryOptions = (body: TCompareRequest) =>
  queryOptions({
    queryKey: reviewKeys.compare(body.id ?? 0, body.version, 'all'),
    queryFn: ({ signal }) => getCompareResult(body, signal),
  });

export const useCompareResult = (body: TCompareRequest) => useQuery(compareResultQueryOptions(body));
