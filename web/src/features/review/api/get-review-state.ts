import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS, ZReviewState } from '@ftown/domain/review/api/review.schemas';
import { request } from '@/lib/request';
import { reviewKeys } from './keys';

/** GET /examine/flow/getReviewState: the application with this caller's allowed actions, its steps and assignees. */
export const getReviewState = async (apply: number, signal?: AbortSignal) =>
  ZReviewState.parse(await request<unknown>(REVIEW_CALLS.getReviewState.path, { params: { apply }, signal }));

export const reviewStateQueryOptions = (apply: number) =>
  queryOptions({ queryKey: reviewKeys.state(apply), queryFn: ({ signal }) => getReviewState(apply, signal) });

export const useReviewState = (apply: number) => useQuery(reviewStateQueryOptions(apply));
