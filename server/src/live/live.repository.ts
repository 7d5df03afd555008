import type { Kysely } from 'kysely';
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
