import type { Kysely } from 'kysely';

/**
 * Staff administration (issue 13): an administrator disables an account instead of deleting it, so its
 * applications, opinions and messages keep their author. A company account is disabled through its user.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute();
};
