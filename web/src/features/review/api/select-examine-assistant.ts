import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, type TExamineAssistantQuery } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

type DistributionStage = NonNullable<TExamineAssistantQuery['stage']>;

/** GET /sam/selectExamineAssistant: the examiners a distribution stage may assign, with their current load. */
export const selectExamineAssistant = (stage: DistributionStage, signal?: AbortSignal) =>
  callApi(REVIEW_CALLS.selectExamineAssistant, { stage }, { signal });

export const examineAssistantQueryOptions = (stage: DistributionStage) =>
  queryOptions({ queryKey: reviewKeys.candidates(stage), queryFn: ({ signal }) => selectExamineAssistant(stage, signal), staleTime: 0 });

export const useExamineAssistant = (stage: DistributionStage) => useQuery(examineAssistantQueryOptions(stage));
