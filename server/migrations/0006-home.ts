import { type Kysely, sql } from 'kysely';

/** Indexes for the home summaries (issue 5); no tables. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The staff home's recent actions: one actor's flow records, newest first.
  await db.schema.createIndex('flow_records_actor_idx').on('flow_records').columns(['actor_id', 'id']).execute();
  // Returns and refusals per month over the last year.
  await db.schema.createIndex('flow_records_action_created_idx').on('flow_records').columns(['action', 'created_at']).execute();
  // Applications received per month: the first submission freezes version 1 (applies.submitted_at moves on resubmission).
  await db.schema
    .createIndex('apply_versions_first_submitted_idx')
    .on('apply_versions')
    .column('submitted_at')
    .where(sql.ref('version'), '=', 1)
    .execute();
  await db.schema
    .createIndex('applies_settled_idx')
    .on('applies')
    .column('settled_at')
    .where(sql.ref('settled_at'), 'is not', null)
    .execute();
};
