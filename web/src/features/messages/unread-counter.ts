import type { TLiteMsgEvent } from '@ftown/domain/live/live.schemas';

/**
 * The unread counter (spec sections 3 and 4). `seq` counts the totals applied, so an action can tell whether a
 * total arrived while its request was under way: that total already counts the action, and decreasing again
 * would count it twice.
 */
export type UnreadCounter = { unread: number; seq: number };

export const EMPTY_COUNTER: UnreadCounter = { unread: 0, seq: 0 };

/** A liteMsgSE total counts only when it is about the signed-in user; it never goes below 0. */
export const applyTotal = (counter: UnreadCounter, event: TLiteMsgEvent, uid: number): UnreadCounter =>
  uid > 0 && event.uid === uid ? { unread: Math.max(0, event.total), seq: counter.seq + 1 } : counter;

/**
 * After a successful read or delete the counter drops by the unread messages it affected, at once; never below
 * 0. `since` is the counter's seq when the request was sent: if a total arrived meanwhile, it stands.
 */
export const applyAffect = (counter: UnreadCounter, affected: number, since: number): UnreadCounter =>
  counter.seq !== since || affected <= 0 ? counter : { ...counter, unread: Math.max(0, counter.unread - affected) };
