import type { Kysely } from 'kysely';

/**
 * Safe operation (issue 13): secrets that are not configured outside production are generated once and kept
 * with the data, so no secret is written in the source and every process of one installation shares them;
 * an account created with a one-time password must change it at its first sign-in.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
};
