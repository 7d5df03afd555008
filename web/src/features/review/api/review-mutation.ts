import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isRefusedAs } from '@/lib/request';
import { reviewKeys } from './keys';

export const isConflict = (error: unknown): boolean => isRefusedAs(error, 'conflict');

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
