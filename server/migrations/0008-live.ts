import { type Kysely, sql } from 'kysely';

/**
 * The live notices (issue 7) count every staff queue on each change, for all users at once: grouped by status,
 * stage and both centres' assignees. This index holds exactly those columns for the queued statuses (submitted,
 * in review, returned, not passed), so the count reads the index alone and settled applications stay out of it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createIndex('applies_live_idx')
    .on('applies')
    .columns(['status', 'stage', 'gov_examiner_id', 'statute_examiner_id'])
    .where(sql.ref('status'), 'in', sql`(1, 2, 4, 5)`)
    .execute();
};
