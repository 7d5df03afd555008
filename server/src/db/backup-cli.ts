import path from 'node:path';
import { dbTargetOf } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backupTo, restoreFrom } from './backup.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

const USAGE = 'usage: npm run backup -- <file>   |   npm run restore -- <file>';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the configured database (DATABASE_URL, or
 * DATA_DIR while the server is stopped) to a file and back. See backup.ts for the format of each.
 */
const main = async (args: string[]) => {
  const [command, file] = args;
  if ((command !== 'backup' && command !== 'restore') || !file || args.length > 2) throw new ConfigError(USAGE);
  const target = dbTargetOf(loadConfig());
  // npm runs scripts from the repository root; the file is named from where the operator typed the command.
  const where = path.resolve(process.env.INIT_CWD ?? '.', file);
  if (command === 'backup') {
    await backupTo(target, where);
    console.log(`Backed up the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${where}`);
  } else {
    await restoreFrom(target, where, new Date());
    console.log(`Restored the ${target.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database from ${where}`);
  }
};

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
