import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, type TApplyUnicodesQuery } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { messageKeys } from './keys';

export type OpinionParams = TApplyUnicodesQuery;

/**
 * GET getOpinions: the returns and refusals of an application, newest first. Both of its codes are answers
 * (DESIGN section 2): '0' with the records, '404' with none, which reads as an empty list.
 */
export const getOpinions = ({ apply, unicodes }: OpinionParams, signal?: AbortSignal) =>
  callApi(REVIEW_CALLS.getOpinions, { apply, unicodes }, { signal });

export const opinionsQueryOptions = (params: OpinionParams) =>
  queryOptions({
    queryKey: messageKeys.opinions(params.apply, params.unicodes),
    queryFn: ({ signal }) => getOpinions(params, signal),
    staleTime: 0,
  });

export const useOpinions = (params: OpinionParams | null) =>
  useQuery({ ...opinionsQueryOptions(params ?? { apply: 0, unicodes: '' }), enabled: params !== null });
