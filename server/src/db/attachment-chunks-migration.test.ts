import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FifoGate } from './fifo-gate.ts';
import { MIGRATIONS, migrateToLatest } from './migrate.ts';
import { PgliteDialect } from './pglite-dialect.ts';

/** An installation upgraded from before attachments were chunked (migration 0017) keeps every file's bytes. */
let pglite: PGlite;
let db: Kysely<unknown>;
beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite, new FifoGate()) });
  await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0016-safe-operation');
});
afterAll(async () => {
  await db?.destroy();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('migration 0017 on a database that already has attachments', () => {
  it('moves each file into chunks of at most 256 KiB that join back to the same bytes, and new blobs get fresh ids', async () => {
    await sql`insert into users (realname, created_at) values ('张三', now())`.execute(db);
    await sql`insert into enterprises (unicodes, name, created_at) values ('ENT-1', '甲公司', now())`.execute(db);
    await sql`
      insert into applies (enterprise_id, created_by, category, company_type, relocate, status, created_at, updated_at)
      values (1, 1, 'manager', 'company', false, 0, now(), now())`.execute(db);
    const files = [Buffer.from(Array.from({ length: 600 * 1024 + 7 }, (_, i) => (i * 31) % 256)), Buffer.from('%PDF-1.4 tiny')];
    for (const [i, content] of files.entries()) {
      await sql`
        insert into apply_attachments (apply_id, section, key, name, mime, size, sha256, content, uploaded_by, created_at)
        values (1, 'base', ${`k${i}`}, ${`f${i}.pdf`}, 'application/pdf', ${content.length}, ${sha256(content)}, ${content}, 1, '2025-05-10T02:00:00Z')`.execute(db);
    }

    await migrateToLatest(db);

    const rows = await sql<{ sha256: string; blob_id: number; created_at: Date }>`
      select a.sha256, a.blob_id, b.created_at from apply_attachments a join attachment_blobs b on b.id = a.blob_id order by a.id`.execute(db);
    expect(rows.rows).toHaveLength(2);
    for (const [i, row] of rows.rows.entries()) {
      const chunks = await sql<{ data: string; size: number }>`
        select encode(data, 'base64') as data, octet_length(data) as size from attachment_chunks where blob_id = ${row.blob_id} order by seq`.execute(db);
      expect(chunks.rows.every((c) => c.size <= 256 * 1024)).toBe(true);
      expect(chunks.rows).toHaveLength(i === 0 ? 3 : 1);
      expect(sha256(Buffer.concat(chunks.rows.map((c) => Buffer.from(c.data, 'base64'))))).toBe(row.sha256);
      expect(row.created_at).toEqual(new Date('2025-05-10T02:00:00Z'));
    }
    const fresh = await sql<{ id: number }>`insert into attachment_blobs (created_at) values (now()) returning id`.execute(db);
    expect(rows.rows.map((r) => r.blob_id)).not.toContain(fresh.rows[0]!.id);
  });
});
