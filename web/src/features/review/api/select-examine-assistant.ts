import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, ZExaminerCandidateListResponse, type TExamineAssistantQuery } from '@ftown/domain/review/api/review.schemas';
import { request } from '@/lib/request';
import { reviewKeys } from './keys';

type DistributionStage = NonNullable<TExamineAssistantQuery['stage']>;

/** GET /sam/selectExamineAssistant: the examiners a distribution stage may assign, with their current load. */
export const selectExamineAssistant = async (stage: DistributionStage, signal?: AbortSignal) =>
  ZExaminerCandidateListResponse.shape.data.parse(
    await request<unknown>(REVIEW_CALLS.selectExamineAssistant.path, { params: { stage }, signal }),
  );

export const examineAssistantQueryOptions = (stage: DistributionStage) =>
  queryOptions({ queryKey: reviewKeys.candidates(stage), queryFn: ({ signal }) => selectExamineAssistant(stage, signal), staleTime: 0 });

export const useExamineAssistant = (stage: DistributionStage) => useQuery(examineAssistantQueryOptions(stage));
