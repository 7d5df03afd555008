import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CODES } from '@ftown/domain/api/codes';
import { REVIEW_CALLS, ZReviewApplyResponse, type ReviewCall } from '@ftown/domain/review/api/review.schemas';
import { request, RequestError } from '@/lib/request';
import { reviewKeys } from './keys';

/** POSTs one workflow action and reads the application as it stands afterwards. */
export const postAction = async (call: ReviewCall, body: unknown) =>
  ZReviewApplyResponse.shape.data.parse(await request<unknown>(REVIEW_CALLS[call].path, { method: 'POST', body }));

export const isConflict = (error: unknown): boolean => error instanceof RequestError && error.code === CODES.conflict;

/**
 * A workflow action. Success changes queues, states and histories, so everything of the feature is refetched;
 * so is a 409 (someone else acted first: the request layer has said so, and the lists show the new state).
 */
export const useReviewMutation = <V>(mutationFn: (variables: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
    onError: (error) => (isConflict(error) ? client.invalidateQueries({ queryKey: reviewKeys.all }) : undefined),
  });
};
