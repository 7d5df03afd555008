import type { TStageClock } from '@ftown/domain/time-limits/api/time-limits.schemas';
import type { StoredClock } from '@ftown/domain/time-limits/clock';

/** The clock columns of an application row (migration 0028). */
export type ClockColumns = {
  clockStage: StoredClock['stage'];
  clockLimitDays: number;
  clockSpentS: number;
  clockStartedAt: Date | null;
  clockAmberAt: Date | null;
  clockOverdueAt: Date | null;
};

export const CLOCK_COLUMN_NAMES = [
  'clockStage',
  'clockLimitDays',
  'clockSpentS',
  'clockStartedAt',
  'clockAmberAt',
  'clockOverdueAt',
] as const satisfies readonly (keyof ClockColumns)[];

const time = (d: Date | null) => (d === null ? null : d.getTime());
const date = (ms: number | null) => (ms === null ? null : new Date(ms));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Spent time is stored in whole seconds: the displays show minutes, and seconds keep a year within int4. */
export const clockOfRow = (r: ClockColumns): StoredClock => ({
  stage: r.clockStage,
  limitDays: r.clockLimitDays,
  spentMs: r.clockSpentS * 1000,
  startedAt: time(r.clockStartedAt),
  amberAt: time(r.clockAmberAt),
  overdueAt: time(r.clockOverdueAt),
});

export const columnsOfClock = (c: StoredClock): ClockColumns => ({
  clockStage: c.stage,
  clockLimitDays: c.limitDays,
  clockSpentS: Math.floor(c.spentMs / 1000),
  clockStartedAt: date(c.startedAt),
  clockAmberAt: date(c.amberAt),
  clockOverdueAt: date(c.overdueAt),
});

/**
 * The next instant a notice of this clock could fall due, its amber or overdue one, or null when it is not
 * running. Which levels were told is not in these columns, so a told level still counts: the notice pass it
 * brings finds nothing to tell and plans on.
 */
export const clockDueOf = (c: StoredClock): number | null => {
  if (c.startedAt === null) return null;
  const instants = [c.amberAt, c.overdueAt].flatMap((t) => (t === null ? [] : [t]));
  return instants.length === 0 ? null : Math.min(...instants);
};

export const wireClockOf = (r: ClockColumns): TStageClock | null =>
  r.clockStage === null
    ? null
    : {
        stage: r.clockStage,
        limitDays: r.clockLimitDays,
        spentMs: r.clockSpentS * 1000,
        startedAt: iso(r.clockStartedAt),
        amberAt: iso(r.clockAmberAt),
        overdueAt: iso(r.clockOverdueAt),
      };

/** A row with its clock columns replaced by the wire clock. */
export const withWireClock = <R extends ClockColumns>(row: R): Omit<R, keyof ClockColumns> & { clock: TStageClock | null } => {
  const { clockStage: _stage, clockLimitDays: _limit, clockSpentS: _spent, clockStartedAt: _started, clockAmberAt: _amber, clockOverdueAt: _overdue, ...rest } = row;
  return { ...rest, clock: wireClockOf(row) };
};
