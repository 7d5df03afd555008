import type { ApplyStatus } from '../applications/status.ts';
import type { Stage } from '../review/stages.ts';
import { addWorkingMs, DAY_MS, workingMsBetween, type WorkCalendar } from './calendar.ts';
import { isPausedStatus, runningClockStage, type ClockStage, type StageLimits } from './limits.ts';

/**
 * An application's stage clock as it is stored (issue 14): the stage it belongs to, that stage's limit, the
 * working time spent there before the current run, when the current run started (null while paused or
 * stopped), and the instants the run turns amber and overdue. The instants let a queue sort, filter and count
 * by remaining time in SQL; they are recomputed whenever the calendar or the limits change.
 */
export type StoredClock = {
  stage: ClockStage | null;
  limitDays: number;
  spentMs: number;
  startedAt: number | null;
  amberAt: number | null;
  overdueAt: number | null;
};

export const NO_CLOCK: StoredClock = { stage: null, limitDays: 0, spentMs: 0, startedAt: null, amberAt: null, overdueAt: null };

/** A row turns amber in the last fifth of its limit (whole-ms arithmetic: a limit is a whole number of days). */
export const amberMsOf = (limitMs: number): number => (limitMs / 5) * 4;

export type ClockSettings = { calendar: WorkCalendar; limits: StageLimits };

/** A running clock's amber and overdue instants under these settings. */
const scheduled = (calendar: WorkCalendar, stage: ClockStage, limitDays: number, spentMs: number, startedAt: number): StoredClock => {
  const limitMs = limitDays * DAY_MS;
  return {
    stage,
    limitDays,
    spentMs,
    startedAt,
    amberAt: addWorkingMs(calendar, startedAt, Math.max(0, amberMsOf(limitMs) - spentMs)),
    overdueAt: addWorkingMs(calendar, startedAt, Math.max(0, limitMs - spentMs)),
  };
};

const spentAt = (calendar: WorkCalendar, clock: StoredClock, at: number): number =>
  clock.spentMs + (clock.startedAt === null ? 0 : workingMsBetween(calendar, clock.startedAt, at));

/**
 * The clock after a workflow step to `next` at `at`. A new stage starts from zero. A return or withdrawal
 * banks the working time spent so far and stops the run, keeping the stage that returned it; the resubmission
 * that comes back to that stage resumes with the banked time, so the time with the applicant (补正) is not
 * counted and the time already spent is not forgiven. A step that stays at a running stage changes nothing.
 */
export const nextClock = (
  settings: ClockSettings,
  prev: StoredClock,
  next: { status: ApplyStatus; stage: Stage | null },
  at: number,
): StoredClock => {
  const spentNow = spentAt(settings.calendar, prev, at);
  if (isPausedStatus(next.status)) return { ...prev, spentMs: spentNow, startedAt: null, amberAt: null, overdueAt: null };
  const stage = runningClockStage(next.status, next.stage);
  if (stage === null) return NO_CLOCK;
  if (stage === prev.stage && prev.startedAt !== null) return prev;
  const resumed = stage === prev.stage;
  return scheduled(settings.calendar, stage, settings.limits[stage], resumed ? spentNow : 0, at);
};

/**
 * The working time a stage visit took, when a step ends it at `at` (the clock moves to another stage or stops);
 * null when the step ends no visit: a pause with the applicant or a step within the stage.
 */
export const endedVisitMs = (calendar: WorkCalendar, prev: StoredClock, next: StoredClock, at: number): number | null =>
  prev.stage === null || next.stage === prev.stage ? null : spentAt(calendar, prev, at);

/**
 * How far the applicant and the examiner have been told of a clock in its current stage visit: 0 nothing, 1 that
 * it entered the amber band, 2 that it went overdue. Each level is told once per visit; a new stage starts at 0.
 */
export type ClockNotified = 0 | 1 | 2;
export const NOTICE_LEVELS = { amber: 1, overdue: 2 } as const satisfies Record<Exclude<ClockLevel, 'normal'>, ClockNotified>;

/**
 * The clock under new settings (an administrator changed the calendar or a limit): a running clock keeps its
 * run and its banked time and gets new instants; a paused one takes the new limit for when it resumes.
 */
export const rescheduled = (settings: ClockSettings, clock: StoredClock): StoredClock => {
  if (clock.stage === null) return clock;
  const limitDays = settings.limits[clock.stage];
  if (clock.startedAt === null) return { ...clock, limitDays };
  return scheduled(settings.calendar, clock.stage, limitDays, clock.spentMs, clock.startedAt);
};

export const CLOCK_LEVELS = ['normal', 'amber', 'overdue'] as const;
export type ClockLevel = (typeof CLOCK_LEVELS)[number];

export type ClockReading = {
  stage: ClockStage;
  running: boolean;
  limitMs: number;
  elapsedMs: number;
  /** Negative once overdue: how long ago the limit passed. */
  remainingMs: number;
  level: ClockLevel;
};

/** A clock read at `now`: what a queue row, the examine view and the applicant's progress show. */
export const readClock = (calendar: WorkCalendar, clock: StoredClock, now: number): ClockReading | null => {
  if (clock.stage === null) return null;
  const limitMs = clock.limitDays * DAY_MS;
  const elapsedMs = spentAt(calendar, clock, now);
  const level: ClockLevel = elapsedMs >= limitMs ? 'overdue' : elapsedMs >= amberMsOf(limitMs) ? 'amber' : 'normal';
  return { stage: clock.stage, running: clock.startedAt !== null, limitMs, elapsedMs, remainingMs: limitMs - elapsedMs, level };
};
