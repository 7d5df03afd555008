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
 * must not commit after the change rescheduled every clock. The step checks, after its row update (which holds
 * the row lock), that the version it read is still the committed one (`stillCurrent`); if a change committed
 * meanwhile the step answers 409 and rolls back. A change still in flight at that moment waits for the step's
 * row lock before rescheduling, and then sees the step's row. Neither side waits on the other's lock while
 * holding one the other wants, so they cannot deadlock.
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
    /** For a workflow step or a settings change, inside its transaction. */
    inTransaction: (trx: Transaction<DB>) => read(trx, true),
    /** Whether `version` is still the committed settings version (a step checks it after its row update). */
    stillCurrent: async (trx: Transaction<DB>, version: number) => (await versionOf(trx)) === version,
    /** For a read that changes nothing. */
    current: (db: Kysely<DB>) => read(db, false),
  };
};
export type ClockSettingsSource = ReturnType<typeof createClockSettings>;
