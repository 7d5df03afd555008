import { App } from 'antd';
import { MESSAGE_TEXTS, type TMessage } from '@ftown/domain/messages/messages.schemas';
import { useMessageAction, type MessageAction } from '../api/message-actions';

/** Spec section 8: the drawer and a row act on one message, the centre's toolbar on a selection. */
export type ActionScope = 'single' | 'batch';

const TEXTS: Record<ActionScope, Record<MessageAction, { done: string; failed: string }>> = {
  single: {
    read: { done: MESSAGE_TEXTS.read, failed: MESSAGE_TEXTS.readFailed },
    delete: { done: MESSAGE_TEXTS.deleted, failed: MESSAGE_TEXTS.deleteFailed },
  },
  batch: {
    read: { done: MESSAGE_TEXTS.marked, failed: MESSAGE_TEXTS.markFailed },
    delete: { done: MESSAGE_TEXTS.batchDeleted, failed: MESSAGE_TEXTS.batchDeleteFailed },
  },
};

/**
 * A read or delete with the spec's texts: success when something was affected, the failure text when nothing
 * was. A refused request has already been shown by the request layer and counts as nothing affected.
 * `quiet` leaves out the success text (opening a message reads it without announcing so).
 */
export const useRunAction = (action: MessageAction, scope: ActionScope, { quiet = false } = {}) => {
  const { message } = App.useApp();
  const mutation = useMessageAction(action);
  const texts = TEXTS[scope][action];
  const run = async (messages: readonly TMessage[]): Promise<number> => {
    let affect: number;
    try {
      affect = await mutation.mutateAsync(messages);
    } catch {
      return 0;
    }
    if (affect > 0) {
      if (!quiet) void message.success(texts.done);
    } else void message.error(texts.failed);
    return affect;
  };
  return { run, pending: mutation.isPending };
};
