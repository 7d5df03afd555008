import { dbTargetOf } from '../app.ts';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { commandLineLog, openDatabase } from '../db/database.ts';
import { AdministratorExistsError, createAdministrator } from './create-administrator.ts';

const USAGE = 'usage: npm run admin -- create <username> <name>';

/**
 * `npm run admin -- create <username> <name>`: the first administrator of an installation (production
 * seeds none). Prints a one-time password once; the account must change it at its first sign-in. Runs
 * against the configured database (DATABASE_URL, or DATA_DIR while the server is stopped).
 */
const main = async (args: string[]) => {
  const [command, username, ...name] = args;
  if (command !== 'create' || !username || name.length === 0) throw new ConfigError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(dbTargetOf(config), commandLineLog);
  try {
    const { password } = await createAdministrator(database.db, systemClock, { username, realname: name.join(' ') });
    console.log(`Administrator ${username} created. One-time password (shown once, must be changed at the first sign-in):\n\n  ${password}\n`);
  } finally {
    await database.close();
  }
};

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof AdministratorExistsError ? error.message : error);
  process.exit(1);
});
