import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from '../../migrations/0001-accounts-and-sessions.ts';
import * as m0002 from '../../migrations/0002-applications.ts';
import * as m0003 from '../../migrations/0003-sign-in.ts';
import * as m0004 from '../../migrations/0004-reporting.ts';
import * as m0005 from '../../migrations/0005-review.ts';
import * as m0006 from '../../migrations/0006-home.ts';
import * as m0007 from '../../migrations/0007-messages.ts';
import * as m0008 from '../../migrations/0008-live.ts';
import * as m0009 from '../../migrations/0009-list-signals.ts';
import * as m0010 from '../../migrations/0010-enterprise-register.ts';
import * as m0014 from '../../migrations/0014-attempt-counters.ts';
import * as m0015 from '../../migrations/0015-stream-tickets.ts';
import * as m0016 from '../../migrations/0016-safe-operation.ts';
import * as m0017 from '../../migrations/0017-attachment-chunks.ts';
import * as m0020 from '../../migrations/0020-password-history.ts';
import * as m0021 from '../../migrations/0021-disabled-accounts.ts';
import * as m0022 from '../../migrations/0022-audit-log.ts';
import * as m0027 from '../../migrations/0027-queue-signals.ts';
import * as m0028 from '../../migrations/0028-stage-clocks.ts';
import * as m0029 from '../../migrations/0029-sms-notices.ts';
import * as m0030 from '../../migrations/0030-clock-notices.ts';
import * as m0031 from '../../migrations/0031-corrections.ts';
import * as m0034 from '../../migrations/0034-attachment-events.ts';
import * as m0035 from '../../migrations/0035-apply-presence.ts';
import * as m0037 from '../../migrations/0037-queue-moves.ts';
import * as m0038 from '../../migrations/0038-staff-sms-notices.ts';

/** Listed by hand: no directory scanning, and the order is the names' order. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts-and-sessions': m0001,
  '0002-applications': m0002,
  '0003-sign-in': m0003,
  '0004-reporting': m0004,
  '0005-review': m0005,
  '0006-home': m0006,
  '0007-messages': m0007,
  '0008-live': m0008,
  '0009-list-signals': m0009,
  '0010-enterprise-register': m0010,
  '0014-attempt-counters': m0014,
  '0015-stream-tickets': m0015,
  '0016-safe-operation': m0016,
  '0017-attachment-chunks': m0017,
  '0020-password-history': m0020,
  '0021-disabled-accounts': m0021,
  '0022-audit-log': m0022,
  '0027-queue-signals': m0027,
  '0028-stage-clocks': m0028,
  '0029-sms-notices': m0029,
  '0030-clock-notices': m0030,
  '0031-corrections': m0031,
  '0034-attachment-events': m0034,
  '0035-apply-presence': m0035,
  '0037-queue-moves': m0037,
  '0038-staff-sms-notices': m0038,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

const migratorOf = (db: Kysely<unknown>) => new Migrator({ db: db.withoutPlugins(), provider });

/** The names of the migrations this code has that the database has not run (readiness: none may be pending). */
export const pendingMigrations = async (db: Kysely<unknown>): Promise<string[]> =>
  (await migratorOf(db).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);

export const migrateToLatest = async (db: Kysely<unknown>): Promise<void> => {
  // Migrations spell snake_case themselves; the camel-case plugin must not rewrite them. They run in name
  // order, and a database that has a later one applied refuses an earlier one that arrives afterwards: a
  // branch that lands with a lower number must be renumbered, not slipped in under the others.
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
};
