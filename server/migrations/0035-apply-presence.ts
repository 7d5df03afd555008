import type { Kysely } from 'kysely';

/**
 * Who is examining an application (issue 14 part 3): at most one holder per application, for the stage visit
 * (stage and frozen version) they claimed it at. A claim holds while its heartbeat is younger than domain's
 * PRESENCE_TTL_MS; a decision or a release deletes it, and the hourly sweep deletes lapsed ones, so the table
 * holds about one row per open examine view. Reads go by apply id (the primary key), a queue page's ids at most.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('apply_presence')
    .addColumn('apply_id', 'integer', (c) => c.primaryKey().references('applies.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('holder_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull())
    .execute();
};
