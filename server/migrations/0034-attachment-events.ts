import { type Kysely, sql } from 'kysely';

/**
 * The files' history for the application timeline (issue 14 part 3): one row per upload and per removal, written
 * with the change in its transaction (applies.repository insertAttachment and removeAttachment). An attachment row
 * alone cannot tell it: a draft file removed before any submission is deleted, and a removal keeps no author.
 * The file's name, size and fingerprint are copied, since the attachment row may be gone. Files already attached
 * get their upload events here; removals made before this migration get their uploader as author (the only
 * person known to have held the file; the removal's own author was not recorded).
 *
 * The timeline also reads an application's messages, so messages get an index by application.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('attachment_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('apply_id', 'integer', (c) => c.notNull().references('applies.id').onDelete('cascade'))
    .addColumn('attachment_id', 'integer', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull().check(sql`change in ('upload', 'remove')`))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachment_events_apply_idx').on('attachment_events').columns(['apply_id', 'id']).execute();
  await sql`
    insert into attachment_events (apply_id, attachment_id, change, section, key, name, size, sha256, actor_id, created_at)
    select apply_id, id, 'upload', section, key, name, size, sha256, uploaded_by, created_at from apply_attachments
    union all
    select apply_id, id, 'remove', section, key, name, size, sha256, uploaded_by, removed_at from apply_attachments where removed_at is not null
    order by created_at`.execute(db);
  await sql`create index messages_apply_idx on messages (apply_id, id) where apply_id is not null`.execute(db);
};
