import { type Kysely, sql } from 'kysely';

/**
 * SMS notices of workflow steps (issue 13: notice templates): written in the step's transaction, so a notice
 * exists exactly when its step committed, and sent afterwards by whichever process claims it first; a failed
 * send is tried again later, a few times, without holding up the step.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('sms_notices')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('next_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index sms_notices_due_idx on sms_notices (next_at) where sent_at is null`.execute(db);
};
