import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** GET /examine/flow/getAllByApply: the application's history, oldest first. */
export const getFlowRecords = (apply: number, signal?: AbortSignal) => callApi(REVIEW_CALLS.getAllByApply, { apply }, { signal });

export const flowRecordsQueryOptions = (apply: number) =>
  queryOptions({ queryKey: reviewKeys.flow(apply), queryFn: ({ signal }) => getFlowRecords(apply, signal) });

export const useFlowRecords = (apply: number) => useQuery(flowRecordsQueryOptions(apply));
