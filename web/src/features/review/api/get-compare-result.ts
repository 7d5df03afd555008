import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, type TCompareRequest } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** POST /apply/home/getCompareResultForApply: version N against `against` (else N-1), every section and the files (0 names the latest version). */
export const getCompareResult = (body: TCompareRequest, signal?: AbortSignal) =>
  callApi(REVIEW_CALLS.getCompareResultForApply, body, { signal });

export const compareResultQueryOptions = (body: TCompareRequest) =>
  queryOptions({
    queryKey: reviewKeys.compare(body.id ?? 0, body.version, body.against, 'all'),
    queryFn: ({ signal }) => getCompareResult(body, signal),
  });

export const useCompareResult = (body: TCompareRequest) => useQuery(compareResultQueryOptions(body));
