import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, ZFlowRecordListResponse } from '@ftown/domain/review/api/review.schemas';
import { request } from '@/lib/request';
import { reviewKeys } from './keys';

/** GET /examine/flow/getAllByApply: the application's history, oldest first. */
export const getFlowRecords = async (apply: number, signal?: AbortSignal) =>
  ZFlowRecordListResponse.shape.data.parse(await request<unknown>(REVIEW_CALLS.getAllByApply.path, { params: { apply }, signal }));

export const flowRecordsQueryOptions = (apply: number) =>
  queryOptions({ queryKey: reviewKeys.flow(apply), queryFn: ({ signal }) => getFlowRecords(apply, signal) });

export const useFlowRecords = (apply: number) => useQuery(flowRecordsQueryOptions(apply));
