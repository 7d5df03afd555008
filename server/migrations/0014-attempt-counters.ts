import type { Kysely } from 'kysely';

/**
 * Attempt limits (issue 18): one counter row per limited key (an account's password, a client address, all
 * SMS sends), counted in a fixed window. A single upsert increments and returns the count, so parallel
 * attempts each see a distinct number and no more than the limit get through. It replaces login_failures,
 * whose count-then-insert let a burst of parallel guesses past the limit.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Serves the sweep of ended windows.
  await db.schema.createIndex('attempt_counters_window_idx').on('attempt_counters').column('window_ends_at').execute();
  await db.schema.dropTable('login_failures').execute();
};
