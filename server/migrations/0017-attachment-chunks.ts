import { type Kysely, sql } from 'kysely';

/** The chunk size of issue 18 item 14, written here as a number: a migration must not change with the code. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Attachments in chunks (issue 18 item 14): a file's bytes live in `attachment_chunks` rows of at most 256 KiB,
 * grouped by a blob, so an upload is written and a download read in short statements instead of one statement
 * holding the whole file (and, on PGlite, the one session). `apply_attachments` refers to its blob; the bytes
 * already stored move over and the old column goes.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('attachment_blobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // An upload writes its chunks before its attachment row exists; the sweep deletes blobs nobody refers to by age.
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('attachment_chunks')
    .addColumn('blob_id', 'integer', (c) => c.notNull().references('attachment_blobs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('attachment_chunks_pk', ['blob_id', 'seq'])
    .execute();
  // The key comes after the fill: each row gets its blob id before the blob exists.
  await db.schema.alterTable('apply_attachments').addColumn('blob_id', 'integer').execute();

  await sql`update apply_attachments set blob_id = nextval(pg_get_serial_sequence('attachment_blobs', 'id'))`.execute(db);
  await sql`insert into attachment_blobs (id, created_at) overriding system value select blob_id, created_at from apply_attachments`.execute(db);
  await sql`
    insert into attachment_chunks (blob_id, seq, data)
    select a.blob_id, s.seq, substring(a.content from s.seq * ${sql.lit(CHUNK_BYTES)} + 1 for ${sql.lit(CHUNK_BYTES)})
    from apply_attachments a
    cross join lateral generate_series(0, (octet_length(a.content) - 1) / ${sql.lit(CHUNK_BYTES)}) as s(seq)
  `.execute(db);

  await db.schema.alterTable('apply_attachments').alterColumn('blob_id', (c) => c.setNotNull()).execute();
  await db.schema
    .alterTable('apply_attachments')
    .addForeignKeyConstraint('apply_attachments_blob_id_fkey', ['blob_id'], 'attachment_blobs', ['id'])
    .execute();
  await db.schema.alterTable('apply_attachments').dropColumn('content').execute();
  await db.schema.createIndex('apply_attachments_blob_uq').unique().on('apply_attachments').column('blob_id').execute();
};
