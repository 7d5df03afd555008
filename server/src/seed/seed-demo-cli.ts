import { dbTargetOf } from '../app.ts';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { commandLineLog, openDatabase } from '../db/database.ts';
import { seedDemo } from './demo-seed.ts';

/**
 * `npm run seed:demo`: adds the demo data to an empty database on purpose (development starts do it by
 * themselves). Refused in production: the demo accounts share one published password.
 */
const main = async () => {
  const config = loadConfig();
  if (config.NODE_ENV === 'production') throw new ConfigError('seed:demo refuses NODE_ENV=production: the demo accounts share a published password.');
  const database = await openDatabase(dbTargetOf(config), commandLineLog);
  try {
    const seeded = await seedDemo(database.db, systemClock);
    console.log(seeded ? 'Seeded the demo data.' : 'The database already has users; nothing seeded.');
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
