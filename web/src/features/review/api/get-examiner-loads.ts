import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import type { DistributionStage } from '@ftown/domain/review/workflow';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** GET /examine/flow/getExaminerLoads: the examiners a distribution stage may assign, their load, and the one suggested. */
export const getExaminerLoads = (stage: DistributionStage, signal?: AbortSignal) => callApi(REVIEW_CALLS.getExaminerLoads, { stage }, { signal });

/** Read afresh each time the dialog opens: the load moves with every assignment and every stage passed. */
export const examinerLoadsQueryOptions = (stage: DistributionStage) =>
  queryOptions({ queryKey: reviewKeys.loads(stage), queryFn: ({ signal }) => getExaminerLoads(stage, signal), staleTime: 0 });

export const useExaminerLoads = (stage: DistributionStage) => useQuery(examinerLoadsQueryOptions(stage));
