import { type Kysely, sql } from 'kysely';

/**
 * Password history (issue 13): the hashes of an account's earlier passwords, so a change may not go back to
 * a recent one. An account is a user (a personal or staff sign-in) or a company (whose password lives on the
 * enterprise), exactly one of the two per row. The service keeps only the newest few per account.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('password_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'integer', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('password_history_one_owner', sql`(user_id is null) <> (enterprise_id is null)`)
    .execute();
  await db.schema.createIndex('password_history_user_idx').on('password_history').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('password_history_enterprise_idx').on('password_history').columns(['enterprise_id', 'id']).execute();
};
