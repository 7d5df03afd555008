import { type Kysely, sql } from 'kysely';

/** Sign-in beyond credentials: active role, QR codes, one-time switch tokens and hand-off replay records. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The role a session acts with; null means the least privileged role the user holds (see active-role.ts).
  await db.schema
    .alterTable('sessions')
    .addColumn('active_role', 'text', (c) => c.check(sql`active_role in ('editor', 'examiner', 'admin')`))
    .execute();

  await db.schema
    .createTable('qr_logins')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Both ids are bearer secrets, so only their SHA-256 is kept, as for session tokens.
    .addColumn('poll_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scan_hash', 'text', (c) => c.notNull().unique())
    .addColumn('login_type', 'text', (c) => c.notNull().check(sql`login_type in ('personQrCode', 'companyQrCode')`))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('waiting', 'scanned', 'confirmed', 'declined', 'used', 'dropped')`),
    )
    .addColumn('requester_ip', 'text', (c) => c.notNull())
    .addColumn('requester_agent', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'integer', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // Serves "drop this tab's older codes" and the per-address rate limit.
  await db.schema.createIndex('qr_logins_client_idx').on('qr_logins').columns(['client_id', 'status']).execute();
  await db.schema.createIndex('qr_logins_ip_created_idx').on('qr_logins').columns(['requester_ip', 'created_at']).execute();

  await db.schema
    .createTable('uncode_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();

  // A hand-off token's id, once a receiver accepted it: the primary key refuses a replay.
  await db.schema
    .createTable('handoff_uses')
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('jti', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('handoff_uses_pk', ['receiver', 'jti'])
    .execute();
  await db.schema.createIndex('handoff_uses_expires_idx').on('handoff_uses').column('expires_at').execute();
};
