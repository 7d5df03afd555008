import { type Kysely, sql } from 'kysely';

/**
 * Corrections pinned to fields (issue 14 part 2). A return or refusal (its flow record) raises items on the
 * version it was taken on; each item names a target of the application (domain corrections.ts) with the
 * examiner's remark, and gathers the applicant's reply and the returning stage's tick-off. The round records
 * when the applicant asked to change more than the named items.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('correction_rounds')
    .addColumn('flow_record_id', 'integer', (c) => c.primaryKey().references('flow_records.id').onDelete('cascade'))
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('applies.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('more_asked_at', 'timestamptz')
    .addColumn('more_asked_by', 'integer', (c) => c.references('users.id'))
    .execute();
  // Every read is an application's latest round.
  await sql`create index correction_rounds_apply_idx on correction_rounds (apply_id, flow_record_id desc)`.execute(db);
  await db.schema
    .createTable('correction_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('flow_record_id', 'integer', (c) => c.notNull().references('correction_rounds.flow_record_id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    .addColumn('checked_by', 'integer', (c) => c.references('users.id'))
    .addColumn('checked_at', 'timestamptz')
    .addUniqueConstraint('correction_items_target_key', ['flow_record_id', 'target'])
    .execute();
};
