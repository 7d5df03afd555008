import { describe, expect, it } from 'vitest';
import { APPLY_STATUS } from '../applications/status.ts';
import { calendarOf, DAY_MS, HOUR_MS } from './calendar.ts';
import { NO_CLOCK, nextClock, readClock, rescheduled, type ClockSettings } from './clock.ts';
import { DEFAULT_STAGE_LIMITS } from './limits.ts';

const cst = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`);
const settings: ClockSettings = { calendar: calendarOf([{ day: '2026-12-01', kind: 'holiday' }]), limits: { ...DEFAULT_STAGE_LIMITS, gov_early: 2 } };
const { submitted, inReview, returned, withdrawn, refused } = APPLY_STATUS;

describe('the stage clock through a workflow', () => {
  // Monday 2026-11-23 09:00: the application enters gov_early (limit 2 working days).
  const entered = nextClock(settings, NO_CLOCK, { status: inReview, stage: 'gov_early' }, cst('2026-11-23 09:00'));

  it('starts at zero at a new stage, with its amber and overdue instants', () => {
    expect(entered).toMatchObject({ stage: 'gov_early', limitDays: 2, spentMs: 0, startedAt: cst('2026-11-23 09:00') });
    // 2 days = 48 h; amber after 38.4 h, i.e. Tuesday 23:24; overdue Wednesday 09:00.
    expect(entered.amberAt).toBe(cst('2026-11-24 23:24'));
    expect(entered.overdueAt).toBe(cst('2026-11-25 09:00'));
  });

  it.each([
    ['2026-11-23 21:00', 'normal', 12 * HOUR_MS],
    ['2026-11-25 00:00', 'amber', 39 * HOUR_MS],
    ['2026-11-25 09:00', 'overdue', 48 * HOUR_MS],
  ] as const)('read at %s is %s', (at, level, elapsed) => {
    expect(readClock(settings.calendar, entered, cst(at))).toMatchObject({ level, elapsedMs: elapsed, remainingMs: 2 * DAY_MS - elapsed, running: true });
  });

  it('pauses on a return, not counting the time with the applicant, and resumes at the stage that returned it', () => {
    const back = nextClock(settings, entered, { status: returned, stage: null }, cst('2026-11-23 21:00'));
    expect(back).toMatchObject({ stage: 'gov_early', spentMs: 12 * HOUR_MS, startedAt: null, amberAt: null, overdueAt: null });
    // A week later the paused clock still reads 12 h.
    expect(readClock(settings.calendar, back, cst('2026-11-30 21:00'))).toMatchObject({ elapsedMs: 12 * HOUR_MS, running: false, level: 'normal' });
    // Resubmitted Friday 2026-11-27 12:00: 36 h left, Friday's 12 h then Monday's 24 h (Tuesday Dec 1 is a holiday).
    const resumed = nextClock(settings, back, { status: inReview, stage: 'gov_early' }, cst('2026-11-27 12:00'));
    expect(resumed).toMatchObject({ spentMs: 12 * HOUR_MS, startedAt: cst('2026-11-27 12:00') });
    expect(resumed.overdueAt).toBe(cst('2026-12-01 00:00'));
    expect(readClock(settings.calendar, resumed, cst('2026-12-01 12:00'))).toMatchObject({ level: 'overdue', remainingMs: 0 });
  });

  it('restarts from zero when the resubmission resumes at another stage', () => {
    const back = nextClock(settings, entered, { status: returned, stage: null }, cst('2026-11-23 21:00'));
    expect(nextClock(settings, back, { status: inReview, stage: 'gov_review' }, cst('2026-11-24 09:00'))).toMatchObject({ stage: 'gov_review', spentMs: 0 });
  });

  it('keeps a running clock through a step that stays at the stage, and stops when the application is decided', () => {
    expect(nextClock(settings, entered, { status: inReview, stage: 'gov_early' }, cst('2026-11-24 09:00'))).toBe(entered);
    expect(nextClock(settings, entered, { status: refused, stage: null }, cst('2026-11-24 09:00'))).toBe(NO_CLOCK);
    expect(readClock(settings.calendar, NO_CLOCK, cst('2026-11-24 09:00'))).toBeNull();
  });

  it('runs at intake and pauses on withdrawal there', () => {
    const intake = nextClock(settings, NO_CLOCK, { status: submitted, stage: null }, cst('2026-11-23 09:00'));
    expect(intake.stage).toBe('examine');
    const gone = nextClock(settings, intake, { status: withdrawn, stage: null }, cst('2026-11-23 10:00'));
    expect(gone).toMatchObject({ stage: 'examine', spentMs: HOUR_MS, startedAt: null });
  });

  it('takes new settings: new instants for a running clock, the new limit for a paused one', () => {
    const longer = { ...settings, limits: { ...settings.limits, gov_early: 3 } };
    expect(rescheduled(longer, entered)).toMatchObject({ limitDays: 3, overdueAt: cst('2026-11-26 09:00') });
    const back = nextClock(settings, entered, { status: returned, stage: null }, cst('2026-11-23 21:00'));
    expect(rescheduled(longer, back)).toMatchObject({ limitDays: 3, startedAt: null, overdueAt: null });
  });
});
