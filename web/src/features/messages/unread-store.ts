import { create } from 'zustand';
import type { TLiteMsgEvent } from '@ftown/domain/live/live.schemas';
import { useSessionStore } from '@/stores/session-store';
import { applyAffect, applyTotal, EMPTY_COUNTER, type UnreadCounter } from './unread-counter';

/** unReadSize of spec section 3: fed by the live feed (the layouts wire it), lowered by the actions below. */
export const useUnreadStore = create<UnreadCounter>()(() => EMPTY_COUNTER);

const currentUid = () => useSessionStore.getState().session?.uid ?? -1;

/** The live feed's sink for liteMsgSE. */
export const applyUnreadTotal = (event: TLiteMsgEvent) => useUnreadStore.setState((c) => applyTotal(c, event, currentUid()));

/**
 * Runs a read or delete and lowers the counter by the unread messages it affected (`unreadOf` of its result),
 * unless the stream's total overtook the reply.
 */
export const countAffected = async <T>(send: () => Promise<T>, unreadOf: (result: T) => number): Promise<T> => {
  const since = useUnreadStore.getState().seq;
  const result = await send();
  useUnreadStore.setState((c) => applyAffect(c, unreadOf(result), since));
  return result;
};

// Another user's count must never show, not even until their first event arrives.
useSessionStore.subscribe((state, previous) => {
  if (state.session?.uid !== previous.session?.uid) useUnreadStore.setState(EMPTY_COUNTER);
});
