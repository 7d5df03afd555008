import type { Kysely } from 'kysely';
import { QUEUED_STATUSES, type QueueTally } from '@ftown/domain/live/notices';
import type { DB } from '../db/schema.ts';

/** The unread totals of these receivers in one query (messages_unread_idx); a receiver with none is left out. */
export const unreadTotals = async (db: Kysely<DB>, uids: readonly number[]): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('messages')
    .select((eb) => ['receiverId', eb.fn.countAll<string>().as('total')])
    .where('readed', '=', 0)
    .where('receiverId', 'in', uids)
    .groupBy('receiverId')
    .execute();
  return new Map(rows.map((r) => [r.receiverId, Number(r.total)]));
};

/**
 * Applications waiting in staff queues, grouped by status, stage and both centres' assignees: one count for
 * every user's notices at once, read from applies_live_idx alone (0008).
 */
export const queueTallies = async (db: Kysely<DB>): Promise<QueueTally[]> =>
  (
    await db
      .selectFrom('applies')
      .select((eb) => ['status', 'stage', 'govExaminerId', 'statuteExaminerId', eb.fn.countAll<string>().as('count')])
      .where('status', 'in', QUEUED_STATUSES)
      .groupBy(['status', 'stage', 'govExaminerId', 'statuteExaminerId'])
      .execute()
  ).map((r) => ({ ...r, count: Number(r.count) }));
