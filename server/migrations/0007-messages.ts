import { type Kysely, sql } from 'kysely';

/**
 * Messages (DESIGN section 5): written by workflow events in the event's transaction, read and changed only by
 * their receiver. Deleting removes the row; nothing else refers to a message.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull().check(sql`genre in ('flow', 'hub')`))
    .addColumn('apply_id', 'integer', (c) => c.references('applies.id').onDelete('set null'))
    .addColumn('readed', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`readed in (0, 1)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The centres page a receiver's messages newest first (optionally one genre).
  await db.schema.createIndex('messages_receiver_idx').on('messages').columns(['receiver_id', 'genre', 'id']).execute();
  // Unread totals and the drawer: only unread rows, which stay few however many are kept.
  await db.schema
    .createIndex('messages_unread_idx')
    .on('messages')
    .columns(['receiver_id', 'id'])
    .where(sql.ref('readed'), '=', 0)
    .execute();
};
