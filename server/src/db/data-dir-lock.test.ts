import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quietDbLog } from '../test/quiet-db-log.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ftown-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder with a clear message, and frees the directory on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another server process (pid ${process.pid})`);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('keeps a second PGlite off the same files and keeps the data across a clean close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir }, quietDbLog);
    await first.db.insertInto('departments').values({ name: '风控委员会' }).execute();
    await expect(openDatabase({ kind: 'pglite', dataDir: dir }, quietDbLog)).rejects.toThrow(DataDirLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir }, quietDbLog);
    try {
      expect(await again.db.selectFrom('departments').select('name').execute()).toEqual([{ name: '风控委员会' }]);
    } finally {
      await again.close();
    }
  });
});
