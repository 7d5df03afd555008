import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_CALLS } from '@ftown/domain/review/api/review.schemas';
import { callApi } from '@/lib/call-api';
import { reviewKeys } from './keys';

/** GET /examine/flow/getReviewState: the application with this caller's allowed actions, its steps and assignees. */
export const getReviewState = (apply: number, signal?: AbortSignal) => callApi(REVIEW_CALLS.getReviewState, { apply }, { signal });

export const reviewStateQueryOptions = (apply: number) =>
  queryOptions({ queryKey: reviewKeys.state(apply), queryFn: ({ signal }) => getReviewState(apply, signal) });

export const useReviewState = (apply: number) => useQuery(reviewStateQueryOptions(apply));
