import { type Kysely, sql } from 'kysely';

/**
 * The security audit log (issue 13, 等保 2.0): one row per sign-in, account change, hand-off, download and
 * workflow step, written in the transaction of the action it records. The table is append-only: a trigger
 * refuses every UPDATE, DELETE and TRUNCATE, except the retention job's DELETE, which switches the guard off
 * for its own transaction only (a transaction-local setting). Actor and flow record are plain ids, not foreign
 * keys: a cascade or "set null" would have to change rows the trigger protects, and a row must outlive what it
 * names.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_role', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('request_id', 'text')
    .addColumn('detail', 'jsonb')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('flow_record_id', 'integer')
    .execute();
  // The search pages newest first by id under each filter; the time range narrows by `at`.
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('ftown.audit_retention', true) = 'on' then
        return old;
      end if;
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_no_change before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
};
