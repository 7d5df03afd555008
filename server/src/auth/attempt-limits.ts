import type { Kysely, Transaction } from 'kysely';
import { retryLater } from '../app-error.ts';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** At most `limit` attempts per key in a fixed window of `windowMs`; a refusal says when the window ends. */
export type AttemptRule = { limit: number; windowMs: number; refusal(wait: string): string };

/** One attempt as counted: its number in the window and when the window ends. */
export type Counted = { key: string; hits: number; windowEndsAt: Date };

/** "45秒" below a minute, else whole minutes rounded up: what a refusal tells the person to wait. */
export const waitText = (seconds: number) => (seconds < 60 ? `${seconds}秒` : `${Math.ceil(seconds / 60)}分钟`);

/**
 * Counts one attempt before anything is checked, in one statement: the upsert locks the key's row, so of
 * parallel attempts each gets its own number, and a window that has ended starts again at 1. Attempts
 * past the limit are counted too (a success may then tell that others came meanwhile).
 */
const countAttempt = (db: Executor, key: string, now: Date, windowMs: number) =>
  db
    .insertInto('attemptCounters')
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('attemptCounters.windowEndsAt', '<=', now);
        return {
          hits: eb.case().when(ended).then(1).else(eb('attemptCounters.hits', '+', 1)).end(),
          windowEndsAt: eb.case().when(ended).then(eb.ref('excluded.windowEndsAt')).else(eb.ref('attemptCounters.windowEndsAt')).end(),
        };
      }),
    )
    .returning(['key', 'hits', 'windowEndsAt'])
    .executeTakeFirstOrThrow();

/** Takes one attempt of `rule` on `key`, or refuses with 429 and Retry-After when the window has none left. */
export const takeAttempt = async (db: Executor, key: string, rule: AttemptRule, now: Date): Promise<Counted> => {
  const counted = await countAttempt(db, key, now, rule.windowMs);
  if (counted.hits > rule.limit) {
    const seconds = Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - now.getTime()) / 1000));
    throw retryLater(rule.refusal(waitText(seconds)), seconds);
  }
  return counted;
};

/** Returns an attempt that turned out not to count (it succeeded, or another limit refused it). */
export const giveBackAttempt = (db: Executor, counted: Counted) =>
  db
    .updateTable('attemptCounters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', counted.key)
    .where('windowEndsAt', '=', counted.windowEndsAt)
    .where('hits', '>', 0)
    .execute();

/**
 * After a success, forgets the earlier failures, but only when nothing else was attempted since this
 * attempt was counted and the limit was not reached by it: a burst racing a right password stays limited,
 * and the attempt that used up the window does not reopen it.
 */
export const clearAttempts = async (db: Executor, counted: Counted, rule: AttemptRule) => {
  if (counted.hits >= rule.limit) return;
  await db
    .deleteFrom('attemptCounters')
    .where('key', '=', counted.key)
    .where('windowEndsAt', '=', counted.windowEndsAt)
    .where('hits', '=', counted.hits)
    .execute();
};

/** Counters whose window has ended count nothing any more. */
export const deleteEndedCounters = (db: Executor, now: Date) =>
  db.deleteFrom('attemptCounters').where('windowEndsAt', '<', now).executeTakeFirst();
