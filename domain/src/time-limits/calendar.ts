/**
 * Working time (issue 14): stage limits count working days in Asia/Shanghai (UTC+8, no daylight saving). A
 * working day counts all of its 24 hours and any other day counts nothing, so a limit of N days is N × 24 h
 * of working-day time. Weekdays work and weekends rest unless the year's calendar says otherwise (a public
 * holiday on a weekday, an adjusted working day 调休 on a weekend).
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** China Standard Time is UTC+8 all year. */
const CST_OFFSET_MS = 8 * HOUR_MS;

/** A calendar day in China Standard Time, 'YYYY-MM-DD'. */
export type DayKey = string;

/** What a year's calendar changes: a holiday rests on a weekday, an adjusted working day works on a weekend. */
export const DAY_KINDS = ['holiday', 'workday'] as const;
export type DayKind = (typeof DAY_KINDS)[number];
export type CalendarDay = { day: DayKey; kind: DayKind };

export type WorkCalendar = { readonly days: ReadonlyMap<DayKey, DayKind> };

export const calendarOf = (days: readonly CalendarDay[]): WorkCalendar => ({ days: new Map(days.map((d) => [d.day, d.kind])) });

/** The instant a CST day begins, as epoch ms. */
const dayStartOf = (ms: number): number => Math.floor((ms + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;

export const dayKeyOf = (ms: number): DayKey => new Date(dayStartOf(ms) + CST_OFFSET_MS).toISOString().slice(0, 10);

/** Whether the CST day holding `ms` is a working day of this calendar. */
export const isWorkingDay = (calendar: WorkCalendar, ms: number): boolean => {
  const kind = calendar.days.get(dayKeyOf(ms));
  if (kind !== undefined) return kind === 'workday';
  const weekday = new Date(dayStartOf(ms) + CST_OFFSET_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Working time between two instants (0 when `to` is not after `from`): the parts of working days they span. */
export const workingMsBetween = (calendar: WorkCalendar, from: number, to: number): number => {
  let total = 0;
  for (let start = dayStartOf(from); start < to; start += DAY_MS) {
    if (!isWorkingDay(calendar, start)) continue;
    total += Math.min(to, start + DAY_MS) - Math.max(from, start);
  }
  return Math.max(0, total);
};

/**
 * The first instant by which `amount` of working time has run from `from`: workingMsBetween(from, result) equals
 * `amount`. A clock never ends on a rest day: with time left it jumps to the next working day's start.
 * Gives up (null) after ten years without a working day, which only a mis-entered calendar could cause.
 */
export const addWorkingMs = (calendar: WorkCalendar, from: number, amount: number): number | null => {
  if (amount <= 0) return from;
  let left = amount;
  let at = from;
  for (let idle = 0; idle < 3660; ) {
    const start = dayStartOf(at);
    const end = start + DAY_MS;
    if (isWorkingDay(calendar, start)) {
      idle = 0;
      if (at + left <= end) return at + left;
      left -= end - at;
    } else idle += 1;
    at = end;
  }
  return null;
};
