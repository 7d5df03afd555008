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

/** Which of these users act for which of these enterprises, in one query (user_enterprises_enterprise_idx). */
export const actingUsers = async (db: Kysely<DB>, enterpriseIds: readonly number[], uids: readonly number[]) =>
  db
    .selectFrom('userEnterprises')
    .select(['enterpriseId', 'userId'])
    .where('enterpriseId', 'in', enterpriseIds)
    .where('userId', 'in', uids)
    .execute();
