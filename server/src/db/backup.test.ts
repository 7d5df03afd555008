import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARK_SYSTEMS } from '@ftown/domain/auth/sign-in-constants';
import { insertBlob } from '../files/attachment-store.ts';
import { seedDemo } from '../seed/demo-seed.ts';
import { createTestClock, createTestDatabase, TEST_DB } from '../test/build-test-app.ts';
import { commandLineLog, type DbTarget, openDatabase } from './database.ts';
import type { DB } from './schema.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PARK_SECRETS = Object.fromEntries(PARK_SYSTEMS.map((s) => [`PARK_${s.toUpperCase()}_SECRET`, `${s}-`.padEnd(40, 'x')]));
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

const envOf = (target: DbTarget): Record<string, string> =>
  target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dataDir ?? '' };

/** `npm run backup|restore -- <file>` as an operator runs it, in production mode against the target. */
const run = (command: 'backup' | 'restore', target: DbTarget, file: string) => {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return spawnSync('npm', ['run', '--silent', command, '--', file], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'production', SMS_PROVIDER: 'log', ...PARK_SECRETS, ...envOf(target) },
    encoding: 'utf8',
  });
};

const rowCounts = async (db: Kysely<DB>) => {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
};

const blobSha256 = async (db: Kysely<DB>, blobId: number) => {
  const chunks = await db.selectFrom('attachmentChunks').select('data').where('blobId', '=', blobId).orderBy('seq').execute();
  const hash = createHash('sha256');
  for (const { data } of chunks) hash.update(data);
  return hash.digest('hex');
};

const scratch: string[] = [];
const drops: (() => Promise<void>)[] = [];
let file: string;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ftown-backup-'));
  scratch.push(dir);
  file = path.join(dir, 'portal.backup');
});
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const dir of scratch) await rm(dir, { recursive: true, force: true });
});

/** A database with the demo data and a three-chunk attachment; its row counts and the attachment's digest. */
const fillAndMeasure = async (target: DbTarget) => {
  const database = await openDatabase(target, commandLineLog);
  try {
    const clock = createTestClock();
    await seedDemo(database.db, clock);
    const content = randomBytes(600 * 1024);
    const blobId = await database.db.transaction().execute((trx) => insertBlob(trx, content, clock.now()));
    return { blobId, sha256: createHash('sha256').update(content).digest('hex'), counts: await rowCounts(database.db) };
  } finally {
    await database.close();
  }
};

const measure = async (target: DbTarget, blobId: number) => {
  const database = await openDatabase(target, commandLineLog);
  try {
    return { counts: await rowCounts(database.db), sha256: await blobSha256(database.db, blobId) };
  } finally {
    await database.close();
  }
};

const newTarget = async (): Promise<DbTarget> => {
  if (TEST_DB === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ftown-backup-data-'));
    scratch.push(dir);
    return { kind: 'pglite', dataDir: dir };
  }
  const created = await createTestDatabase();
  drops.push(created.drop);
  return created.target;
};

describe(`npm run backup / restore (${TEST_DB})`, () => {
  const skip = TEST_DB === 'postgres' && !hasPgDump;
  if (skip) console.warn('SKIPPED the PostgreSQL backup round trip: pg_dump is not on this machine (Debian: postgresql-client)');

  it.skipIf(skip)('a round trip keeps every table’s rows and an attachment’s bytes', async () => {
    const source = await newTarget();
    const before = await fillAndMeasure(source);
    expect(before.counts.attachment_chunks).toBeGreaterThanOrEqual(3);

    const backedUp = run('backup', source, file);
    expect(backedUp.status, backedUp.stderr).toBe(0);

    const restored = await newTarget();
    const back = run('restore', restored, file);
    expect(back.status, back.stderr).toBe(0);

    const after = await measure(restored, before.blobId);
    expect(after.counts).toEqual(before.counts);
    expect(after.sha256).toBe(before.sha256);
  }, 180_000);

  it.runIf(TEST_DB === 'pglite')('refuses the embedded database while a server holds it', async () => {
    const target = await newTarget();
    const database = await openDatabase(target, commandLineLog);
    try {
      const refused = run('backup', target, path.join(path.dirname(file), 'busy.backup'));
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/in use by another server process/);
    } finally {
      await database.close();
    }
  }, 60_000);
});
