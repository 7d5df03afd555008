import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LITEMSG_CALLS, type TMessage } from '@ftown/domain/messages/messages.schemas';
import { callApi } from '@/lib/call-api';
import { countAffected } from '../unread-store';
import { messageKeys } from './keys';

export type MessageAction = 'read' | 'delete';

const CALLS = { read: LITEMSG_CALLS.batchRead, delete: LITEMSG_CALLS.batchDelete } as const;

/** POST batchRead or batchDelete: `records` comma-joined, receiver 0 (the caller); answers code '0' and affect. */
export const postMessageAction = async (action: MessageAction, ids: readonly number[]) =>
  (await callApi(CALLS[action], { records: ids.join(','), receiver: 0 })).affect;

/**
 * How many unread messages an action took away. Reading affects only unread rows, so its affect is exact;
 * deleting may also remove read ones, which never counted, so at most the unread among those sent count.
 */
export const unreadAffected = (action: MessageAction, messages: readonly TMessage[], affect: number): number =>
  action === 'read' ? affect : Math.min(affect, messages.filter((m) => m.readed === 0).length);

/** Marks read or deletes messages; resolves with the affected count and refreshes every message list. */
export const useMessageAction = (action: MessageAction) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messages: readonly TMessage[]) =>
      countAffected(
        () => postMessageAction(action, messages.map((m) => m.id)),
        (affect) => unreadAffected(action, messages, affect),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
};
