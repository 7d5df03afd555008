import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, ZOpinionsResponse } from '@ftown/domain/review/api/review.schemas';
import { request } from '@/lib/request';
import { messageKeys } from './keys';

export type OpinionParams = { apply: number; unicodes: string };

/**
 * GET getOpinions: the returns and refusals of an application, newest first. Both of its codes are answers
 * (DESIGN section 2): '0' with the records, '404' with none, which reads as an empty list.
 */
export const getOpinions = async ({ apply, unicodes }: OpinionParams, signal?: AbortSignal) =>
  ZOpinionsResponse.shape.data.parse(
    await request<unknown>(REVIEW_CALLS.getOpinions.path, { params: { apply, unicodes }, okCode: ['0', '404'], signal }),
  );

export const opinionsQueryOptions = (params: OpinionParams) =>
  queryOptions({
    queryKey: messageKeys.opinions(params.apply, params.unicodes),
    queryFn: ({ signal }) => getOpinions(params, signal),
    staleTime: 0,
  });

export const useOpinions = (params: OpinionParams | null) =>
  useQuery({ ...opinionsQueryOptions(params ?? { apply: 0, unicodes: '' }), enabled: params !== null });
