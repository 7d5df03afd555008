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
 * read costs one single-row query, and every process sees a change at its next read. `forShare` holds the
 * version row until the caller's transaction ends, so a settings change cannot slip between a workflow step's
 * read of the settings and its write of the clock (the change would reschedule with the old clock).
 */
export const createClockSettings = () => {
  let cached: LoadedSettings | undefined;
  let loading: Promise<LoadedSettings> | undefined;
  const read = async (db: Executor, forShare: boolean): Promise<LoadedSettings> => {
    const query = db.selectFrom('timeSettings').select('version').where('id', '=', 1);
    const { version } = await (forShare ? query.forShare() : query).executeTakeFirstOrThrow();
    if (cached?.version === version) return cached;
    // Inside a transaction the rows must be read there (it may have just written them); outside, loads share.
    if (forShare) return (cached = await loadAt(db, version));
    loading ??= loadAt(db, version).finally(() => (loading = undefined));
    const loaded = await loading;
    if (loaded.version === version) cached = loaded;
    return loaded.version === version ? loaded : loadAt(db, version);
  };
  return {
    /** For a workflow step or a settings change, inside its transaction. */
    inTransaction: (trx: Transaction<DB>) => read(trx, true),
    /** For a read that changes nothing. */
    current: (db: Kysely<DB>) => read(db, false),
  };
};
export type ClockSettingsSource = ReturnType<typeof createClockSettings>;
