import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'ftown-server.lock';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = (file: string): number | null => {
  try {
    const pid = Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown }).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * PGlite is one process's database: a second process on the same files would corrupt them. The lock
 * file names its owner's pid; a lock whose owner is gone (crash, kill -9) is taken over.
 * Returns the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), { flag: 'wx' });
      return () => {
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && isAlive(owner)) {
        throw new DataDirLockedError(
          `Data directory ${dataDir} is in use by another server process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another directory or DATABASE_URL to use PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock data directory ${dataDir}: another process keeps taking the lock.`);
};
