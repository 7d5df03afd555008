import { type Kysely, sql } from 'kysely';

/**
 * The park's register of enterprises: what the review decided lands on the enterprise when an application
 * reaches 已入驻, and reporting reads the settled state from here (issue 12). Dates the stages record as
 * calendar dates (licence date) are kept as ISO `YYYY-MM-DD` text: a calendar date has no time zone.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('enterprises')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applying').check(sql`status in ('applying', 'settled')`))
    .addColumn('settled_at', 'timestamptz')
    .addColumn('apply_type', 'text')
    .addColumn('licence_no', 'text')
    .addColumn('licence_date', 'text', (c) => c.check(sql`licence_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('registered_address', 'text')
    .addColumn('registration_authority', 'text')
    .addColumn('officers', 'jsonb')
    .addColumn('capital', 'numeric(20, 4)')
    .addColumn('settled_apply_id', 'integer')
    .addColumn('settled_version', 'integer')
    .execute();
  await db.schema.createIndex('enterprises_status_idx').on('enterprises').columns(['status', 'id']).execute();
};
