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
  // An installation that settled enterprises before the register existed: each enterprise with an application
  // at 已入驻 (status 6) is settled, as of its first such application, so its reporting opens. What the stages
  // decided (name, credit code, address) is left to the register's edit, not guessed from old records here.
  await sql`
    update enterprises e
       set status = 'settled', settled_at = s.settled_at, settled_apply_id = s.id, settled_version = s.version
      from (select distinct on (enterprise_id) enterprise_id, id, version, coalesce(settled_at, updated_at) as settled_at
              from applies where status = 6
             order by enterprise_id, coalesce(settled_at, updated_at), id) s
     where s.enterprise_id = e.id`.execute(db);
};
