import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { DbTarget } from './database.ts';

export class BackupError extends Error {}

/** The first bytes of each kind of backup, to refuse restoring one kind into the other database. */
const PG_CUSTOM_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * pg_dump and pg_restore take the URL without its password, which goes in PGPASSWORD: a password on the
 * command line would show in every `ps` on the machine.
 */
const pgConnection = (url: string) => {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
};

const runPgTool = (tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found: install the PostgreSQL client tools (Debian: postgresql-client), of the server's major version or newer`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

const startsWith = async (file: string, magic: Buffer) => {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(magic.length);
    await handle.read(head, 0, magic.length, 0);
    return head.equals(magic);
  } finally {
    await handle.close();
  }
};

/**
 * PostgreSQL: pg_dump's custom format (compressed, restorable table by table). PGlite: a gzipped tar of its
 * data directory, taken through PGlite itself while this process holds the directory's lock, so a running
 * server (which holds it too) makes the backup refuse rather than copy files in the middle of a write.
 */
export const backupTo = async (target: DbTarget, file: string) => {
  if (target.kind === 'postgres') {
    const { dbname, env } = pgConnection(target.url);
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
    return;
  }
  if (target.dataDir === null) throw new BackupError('an in-memory database has nothing to back up');
  if (!fs.existsSync(pgliteDir(target.dataDir))) throw new BackupError(`no database in ${target.dataDir}`);
  const release = lockDataDir(target.dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: pgliteDir(target.dataDir) });
    try {
      await pglite.exec('checkpoint');
      const tar = await pglite.dumpDataDir('gzip');
      await fs.promises.writeFile(file, Buffer.from(await tar.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
};

/**
 * Replaces the configured database with a backup. PostgreSQL: pg_restore drops what the backup holds and
 * restores it in one transaction. PGlite: the current data directory is kept beside it (pgdata.before-restore-…)
 * and the backup unpacked in its place; the server must be stopped (the lock says so).
 */
export const restoreFrom = async (target: DbTarget, file: string, now: Date) => {
  if (!fs.existsSync(file)) throw new BackupError(`no such file: ${file}`);
  if (target.kind === 'postgres') {
    if (!(await startsWith(file, PG_CUSTOM_MAGIC))) throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump custom format)`);
    const { dbname, env } = pgConnection(target.url);
    await runPgTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
      env,
    );
    return;
  }
  if (target.dataDir === null) throw new BackupError('cannot restore into an in-memory database');
  if (!(await startsWith(file, GZIP_MAGIC))) throw new BackupError(`${file} is not an embedded-database backup (gzipped tar)`);
  const release = lockDataDir(target.dataDir);
  try {
    const dir = pgliteDir(target.dataDir);
    if (fs.existsSync(dir)) await fs.promises.rename(dir, `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    const pglite = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([await fs.promises.readFile(file)]) });
    try {
      await pglite.exec('checkpoint');
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
};
