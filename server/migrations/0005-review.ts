import type { Kysely } from 'kysely';

/**
 * The review workflow's history (DESIGN section 4): one flow record per action on an application, written in
 * the transaction that takes the action. The applies table already carries the workflow's columns (0002).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('flow_records')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('applies.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // The stage acted at, and where the application stood afterwards.
    .addColumn('stage', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('to_stage', 'text')
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Every read is one application's history in order (the opinions filter it by action).
  await db.schema.createIndex('flow_records_apply_idx').on('flow_records').columns(['apply_id', 'id']).execute();
};
