import { createHash } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { type Kysely, sql, type Transaction } from 'kysely';
import { ATTACHMENT_KINDS, attachmentSizeMessage, detectAttachmentKind } from '@ftown/domain/applications/attachments';
import { AppError } from '../app-error.ts';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/**
 * One row of attachment_chunks. Small enough that a statement writing or reading it holds PGlite's one session
 * for milliseconds, so other requests run between the chunks of a large file; large enough that a 20 MB file is
 * some eighty statements, not thousands.
 */
export const CHUNK_BYTES = 256 * 1024;

/** The longest signature detectAttachmentKind compares. */
const HEAD_BYTES = Math.max(...ATTACHMENT_KINDS.flatMap((k) => k.magic.map((m) => m.length)));

export const ATTACHMENT_STREAM_MESSAGES = {
  notAllowed: '文件内容不是PDF、JPG或PNG格式，请上传正确的文件（仅支持PDF、JPG、PNG格式）',
  empty: '上传的文件为空',
  broken: '文件没有完整上传，请重新上传',
} as const;

/** A file written to the database but not yet attached: its blob is claimed by inserting the attachment row. */
export type StoredFile = { blobId: number; size: number; sha256: string; mime: string };

const kindOf = (head: Buffer): string => {
  const kind = detectAttachmentKind(head);
  if (kind === null) throw new AppError('badInput', ATTACHMENT_STREAM_MESSAGES.notAllowed, { fields: { file: ATTACHMENT_STREAM_MESSAGES.notAllowed } });
  return ATTACHMENT_KINDS.find((k) => k.kind === kind)!.mime;
};

/**
 * Bytes travel as base64 text, decoded and encoded by the database: PGlite converts bytea parameters and results
 * in JavaScript, slowly (measured: ~175 ms to write and ~125 ms to read a 256 KiB chunk,
 * against ~26 ms and ~9 ms as base64 on the same machine); PostgreSQL does either in C.
 */
const insertChunk = (db: Executor, blobId: number, seq: number, bytes: Buffer) =>
  db
    .insertInto('attachmentChunks')
    .values({ blobId, seq, data: sql<Uint8Array>`decode(${bytes.toString('base64')}, 'base64')` })
    .execute();

const newBlob = async (db: Executor, now: Date) => (await db.insertInto('attachmentBlobs').values({ createdAt: now }).returning('id').executeTakeFirstOrThrow()).id;

/** Deletes a blob and its chunks. */
export const discardBlob = (db: Executor, blobId: number) => db.deleteFrom('attachmentBlobs').where('id', '=', blobId).execute();

/**
 * Takes an upload as it arrives and then writes it to the database. The byte counter refuses it (413) as soon as
 * it passes `maxBytes` and its first bytes decide its kind (400 for anything but PDF, JPEG or PNG), so neither an
 * oversized nor a disguised file is read whole. The bytes go through one reused buffer into a spool file first:
 * a refused upload never reaches the database, and a slow client does not keep the database busy while it sends.
 * Only a complete file is copied from the spool in chunks, each its own statement outside any transaction, so no
 * statement holds the database (on PGlite: the one session) for the whole file. A failure deletes what was
 * written; the attachment row that makes the file visible is the caller's, written once every chunk is in.
 */
export const storeUpload = async (db: Kysely<DB>, stream: Readable, maxBytes: number, now: Date): Promise<StoredFile> => {
  const hash = createHash('sha256');
  const staging = Buffer.allocUnsafe(CHUNK_BYTES);
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'ftown-upload-'));
  const spool = await open(path.join(spoolDir, 'file'), 'w+');
  let filled = 0;
  let spooled = 0;
  let size = 0;
  let mime: string | null = null;
  let blobId: number | null = null;
  const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await chunks.next().catch((error: unknown) => {
        // The body ended or broke mid-file (no closing boundary, a dropped connection): the client's upload, not a 500.
        throw new AppError('badInput', ATTACHMENT_STREAM_MESSAGES.broken, { fields: { file: ATTACHMENT_STREAM_MESSAGES.broken } }, { cause: error });
      });
      if (next.done) break;
      const chunk = next.value;
      size += chunk.length;
      if (size > maxBytes) throw new AppError('tooLarge', attachmentSizeMessage(maxBytes));
      hash.update(chunk);
      for (let offset = 0; offset < chunk.length; ) {
        const copied = chunk.copy(staging, filled, offset);
        filled += copied;
        offset += copied;
        if (mime === null && spooled === 0 && filled >= HEAD_BYTES) mime = kindOf(staging.subarray(0, HEAD_BYTES));
        if (filled === CHUNK_BYTES) {
          await spool.write(staging, 0, filled);
          spooled += filled;
          filled = 0;
        }
      }
    }
    // Busboy stops short at its own limit and marks the stream truncated instead of failing.
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new AppError('tooLarge', attachmentSizeMessage(maxBytes));
    if (size === 0) throw new AppError('badInput', ATTACHMENT_STREAM_MESSAGES.empty, { fields: { file: ATTACHMENT_STREAM_MESSAGES.empty } });
    mime ??= kindOf(staging.subarray(0, filled));
    if (filled > 0) await spool.write(staging, 0, filled);

    blobId = await newBlob(db, now);
    for (let seq = 0; seq * CHUNK_BYTES < size; seq++) {
      const { bytesRead } = await spool.read(staging, 0, CHUNK_BYTES, seq * CHUNK_BYTES);
      await insertChunk(db, blobId, seq, staging.subarray(0, bytesRead));
    }
    return { blobId, size, sha256: hash.digest('hex'), mime };
  } catch (error) {
    stream.destroy();
    // If even this fails (the database is gone), the sweep deletes the unclaimed blob later.
    if (blobId !== null) await discardBlob(db, blobId).catch(() => {});
    throw error;
  } finally {
    await spool.close();
    await rm(spoolDir, { recursive: true, force: true });
  }
};

/** Runs `attach` (the transaction that inserts the attachment row claiming the blob); if it fails, the blob goes. */
export const attachOrDiscard = async <T>(db: Kysely<DB>, stored: StoredFile, attach: () => Promise<T>): Promise<T> => {
  try {
    return await attach();
  } catch (error) {
    await discardBlob(db, stored.blobId).catch(() => {});
    throw error;
  }
};

/** Writes a small file whole in the caller's transaction (the demo seed). */
export const insertBlob = async (trx: Transaction<DB>, content: Buffer, now: Date): Promise<number> => {
  const blobId = await newBlob(trx, now);
  for (let seq = 0; seq * CHUNK_BYTES < content.length; seq++) {
    await insertChunk(trx, blobId, seq, content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES));
  }
  return blobId;
};

/** A blob's bytes, one chunk a statement; the next chunk is read only when the consumer asks for it. */
export async function* blobChunks(db: Executor, blobId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const row = await db
      .selectFrom('attachmentChunks')
      .select(sql<string>`encode(data, 'base64')`.as('base64'))
      .where('blobId', '=', blobId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield Buffer.from(row.base64, 'base64');
  }
}

/** A blob as a byte stream with backpressure, for a download. */
export const blobStream = (db: Executor, blobId: number): Readable => Readable.from(blobChunks(db, blobId), { objectMode: false });

/**
 * Deletes blobs created before `before` that no attachment refers to: uploads cut off by a crash, and files of
 * deleted applications. An upload in progress is younger than any request may last, so it is never taken.
 */
export const deleteUnclaimedBlobs = (db: Executor, before: Date) =>
  db
    .deleteFrom('attachmentBlobs')
    .where('createdAt', '<', before)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('applyAttachments').select(sql.lit(1).as('one')).whereRef('applyAttachments.blobId', '=', 'attachmentBlobs.id'))))
    .executeTakeFirst();
