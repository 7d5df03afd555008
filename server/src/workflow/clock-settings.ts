import type { Kysely, Transaction } from 'kysely';
import { calendarOf, type CalendarDay } from '@ftown/domain/time-limits/calendar';
import type { ClockSettings } from '@ftown/domain/time-limits/clock';
import { CLOCK_STAGES, DEFAULT_STAGE_LIMITS, type StageLimits } from '@ftown/domain/time-limits/limits';
import type { DB } from '../db/schema.ts';

type Executor = Kysely<DB> | Transaction<DB>;

export type LoadedSettings = ClockSettings & { version: number; days: CalendarDay[] };

const loadAt = async (db: Executor, version: number): Promise<LoadedSettings> => {
  const [rows, days] = await Promise.all([
    db.selectFrom('stageTimeLimits').select(['stage', 'days']).execute(),
    db.selectFrom('workCalendarDays').select(['day', 'kind']).orderBy('day').execute(),
  ]);
  const set = new Map(rows.map((r) => [r.stage, r.days]));
  const limits = Object.fromEntries(CLOCK_STAGES.map((s) => [s, set.get(s) ?? DEFAULT_STAGE_LIMITS[s]])) as StageLimits;
  return { version, limits, days, calendar: calendarOf(days) };
};

/**
 * The stage limits and the calendar, read through a cache keyed by time_settings.version (migration 0028): a
 * read costs one single-row query, and every process sees a change at its next read.
 *
 * A settings change and a workflow step must not cross: a step that computed its clock with the old settings
 * must not commit after the change rescheduled every clock. The step computes its clock with the settings this
 * process last saw (no query), and once its row update holds the row lock it reads the committed version
 * (`committedVersion`); if that is not the one it used (a change committed meanwhile, or one from another
 * process this one had not read yet), it reads the settings and writes its clock again with them. A change still
 * in flight at that moment waits for the step's row lock before rescheduling, and then sees the step's row.
 * Neither side waits on the other's lock while holding one the other wants, so they cannot deadlock.
 */
export const createClockSettings = () => {
  let cached: LoadedSettings | undefined;
  let loading: Promise<LoadedSettings> | undefined;
  const versionOf = async (db: Executor) =>
    (await db.selectFrom('timeSettings').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version;
  const read = async (db: Executor, inTransaction: boolean): Promise<LoadedSettings> => {
    const version = await versionOf(db);
    if (cached?.version === version) return cached;
    // Inside a transaction the rows must be read there (it may have just written them); outside, loads share.
    if (inTransaction) return (cached = await loadAt(db, version));
    loading ??= loadAt(db, version).finally(() => (loading = undefined));
    const loaded = await loading;
    if (loaded.version === version) cached = loaded;
    return loaded.version === version ? loaded : loadAt(db, version);
  };
  return {
    /** For a settings change, inside its transaction. */
    inTransaction: (trx: Transaction<DB>) => read(trx, true),
    /**
     * For a workflow step: the settings this process last saw, without a query, or read in `trx` if it has none.
     * The step checks them with `committedVersion` once it holds its row, and reads them again if they were stale.
     */
    forStep: (trx: Transaction<DB>) => (cached ? Promise.resolve(cached) : read(trx, true)),
    /** The committed settings version, as `trx` sees it now. */
    committedVersion: versionOf,
    /** For a read that changes nothing. */
    current: (db: Kysely<DB>) => read(db, false),
  };
};
export type ClockSettingsSource = ReturnType<typeof createClockSettings>;
