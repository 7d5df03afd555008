import { type Kysely, sql } from 'kysely';

/** People, organisation, enterprises and sign-in state (DESIGN section 3). */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('departments')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('realname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('citizen_id', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_department_job_idx').on('users').columns(['department_id', 'job_id']).execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('editor', 'examiner', 'admin')`))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['role', 'user_id']).execute();

  await db.schema
    .createTable('user_nodes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('node', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_nodes_pk', ['user_id', 'node'])
    .execute();
  // Serves "who may work this queue" (examiner pickers, queue notices).
  await db.schema.createIndex('user_nodes_node_idx').on('user_nodes').columns(['node', 'user_id']).execute();

  await db.schema
    .createTable('enterprises')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('unicodes', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('legal_person', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('legal_mobile', 'text')
    .addColumn('account_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('tax_finish', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enterprises_legal_mobile_idx').on('enterprises').column('legal_mobile').execute();
  await db.schema.createIndex('enterprises_account_user_idx').on('enterprises').column('account_user_id').execute();

  await db.schema
    .createTable('user_enterprises')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enterprise_id', 'integer', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_enterprises_pk', ['user_id', 'enterprise_id'])
    .execute();
  await db.schema
    .createIndex('user_enterprises_enterprise_idx')
    .on('user_enterprises')
    .columns(['enterprise_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('login_type', 'text', (c) => c.notNull())
    .addColumn('enterprise_id', 'integer', (c) => c.references('enterprises.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'revoked_at']).execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  // Serves the latest code of a number and the per-minute and per-day counts.
  await db.schema.createIndex('sms_codes_mobile_created_idx').on('sms_codes').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account_key', 'failed_at'])
    .execute();
};
