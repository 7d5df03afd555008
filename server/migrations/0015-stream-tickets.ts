import type { Kysely } from 'kysely';

/**
 * Stream tickets (issue 18): EventSource cannot send headers, so an event stream is opened with a ticket in its
 * URL instead of the session token. A ticket is a bearer secret like a token, so only its SHA-256 is kept; it
 * belongs to one session, lives a minute and is deleted when used. Any process may issue it and any may take it.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expires_idx').on('stream_tickets').column('expires_at').execute();
  await db.schema.createIndex('stream_tickets_session_idx').on('stream_tickets').column('session_id').execute();
};
