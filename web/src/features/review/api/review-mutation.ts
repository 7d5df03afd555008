import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CODES } from '@ftown/domain/api/codes';
import { RequestError } from '@/lib/request';
import { reviewKeys } from './keys';

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
