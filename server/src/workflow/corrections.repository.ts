import type { Kysely, Transaction } from 'kysely';
import type { Stage } from '@ftown/domain/review/stages';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export type NewCorrectionItem = { target: string; label: string; remark: string };

/** The round of a return or refusal and its items, in the order the examiner gave them (the workflow writer's step). */
export const insertRound = async (
  trx: Transaction<DB>,
  round: { flowRecordId: number; applyId: number; version: number; stage: Stage | null },
  items: readonly NewCorrectionItem[],
) => {
  await trx.insertInto('correctionRounds').values(round).execute();
  if (items.length === 0) return;
  await trx
    .insertInto('correctionItems')
    .values(items.map((item, position) => ({ flowRecordId: round.flowRecordId, position, ...item })))
    .execute();
};

/** An application's latest round (that of its latest return or refusal with a round), with the action taken. */
export const findLatestRound = (db: Executor, applyId: number, forUpdate = false) => {
  const query = db
    .selectFrom('correctionRounds as r')
    .innerJoin('flowRecords as f', 'f.id', 'r.flowRecordId')
    .select(['r.flowRecordId', 'r.version', 'r.stage', 'r.moreAskedAt', 'f.action'])
    .where('r.applyId', '=', applyId)
    .orderBy('r.flowRecordId', 'desc')
    .limit(1);
  return (forUpdate ? query.forUpdate('r') : query).executeTakeFirst();
};
export type RoundRow = NonNullable<Awaited<ReturnType<typeof findLatestRound>>>;

export const listItems = (db: Executor, flowRecordId: number) =>
  db
    .selectFrom('correctionItems as i')
    .leftJoin('users as u', 'u.id', 'i.checkedBy')
    .select(['i.id', 'i.target', 'i.label', 'i.remark', 'i.reply', 'i.repliedAt', 'i.checkedBy', 'i.checkedAt', 'u.realname as checkerName'])
    .where('i.flowRecordId', '=', flowRecordId)
    .orderBy('i.position')
    .execute();

/** The applicant's reply to an item of the round; an empty reply clears it. False when the round has no such item. */
export const setReply = async (trx: Transaction<DB>, flowRecordId: number, itemId: number, reply: string, at: Date) => {
  const row = await trx
    .updateTable('correctionItems')
    .set(reply === '' ? { reply: null, repliedAt: null } : { reply, repliedAt: at })
    .where('id', '=', itemId)
    .where('flowRecordId', '=', flowRecordId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};

/** Records the first time the applicant asked to change more than the named items. */
export const setMoreAsked = (trx: Transaction<DB>, flowRecordId: number, userId: number, at: Date) =>
  trx
    .updateTable('correctionRounds')
    .set({ moreAskedAt: at, moreAskedBy: userId })
    .where('flowRecordId', '=', flowRecordId)
    .where('moreAskedAt', 'is', null)
    .execute();

/** Ticks an item of the round off (or back on); false when the round has no such item. */
export const setChecked = async (trx: Transaction<DB>, flowRecordId: number, itemId: number, checker: { id: number; at: Date } | null) => {
  const row = await trx
    .updateTable('correctionItems')
    .set({ checkedBy: checker?.id ?? null, checkedAt: checker?.at ?? null })
    .where('id', '=', itemId)
    .where('flowRecordId', '=', flowRecordId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
};
