import { type Kysely, sql, type Transaction } from 'kysely';
import type { CalendarDay } from '@ftown/domain/time-limits/calendar';
import type { StageLimits } from '@ftown/domain/time-limits/limits';
import type { DB } from '../db/schema.ts';
import type { ClockColumns } from '../workflow/stage-clock.ts';

/** Moves the settings version; the row lock waits for the workflow steps that read the old settings. */
export const bumpSettingsVersion = (trx: Transaction<DB>) =>
  trx.updateTable('timeSettings').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();

export const replaceLimits = async (trx: Transaction<DB>, limits: StageLimits) => {
  await trx.deleteFrom('stageTimeLimits').execute();
  await trx
    .insertInto('stageTimeLimits')
    .values(Object.entries(limits).map(([stage, days]) => ({ stage: stage as keyof StageLimits, days })))
    .execute();
};

export const replaceCalendarYear = async (trx: Transaction<DB>, year: number, days: readonly CalendarDay[]) => {
  await trx.deleteFrom('workCalendarDays').where('day', 'like', `${year}-%`).execute();
  if (days.length > 0) await trx.insertInto('workCalendarDays').values(days.map((d) => ({ day: d.day, kind: d.kind }))).execute();
};

const CLOCK_COLUMNS = ['id', 'clockStage', 'clockLimitDays', 'clockSpentS', 'clockStartedAt', 'clockAmberAt', 'clockOverdueAt'] as const;

/** Every application with a clock (running or paused), locked: their instants follow from the settings. */
export const lockClocks = (trx: Transaction<DB>) =>
  trx.selectFrom('applies').select(CLOCK_COLUMNS).where('clockStage', 'is not', null).orderBy('id').forUpdate().execute();

/**
 * Starts a clock for every waiting application without one (those from before migration 0028, rows the demo
 * seed inserted) at its last change, the best record of when it reached its stage; the instants follow.
 */
export const startMissingClocks = (trx: Transaction<DB>) =>
  sql`update applies set clock_stage = case when status = 1 then 'examine' else stage end, clock_started_at = updated_at
    where status in (1, 2) and clock_stage is null`.execute(trx);

/** Running clocks whose instants were never computed. */
export const lockUnscheduledClocks = (trx: Transaction<DB>) =>
  trx
    .selectFrom('applies')
    .select(CLOCK_COLUMNS)
    .where('clockStartedAt', 'is not', null)
    .where('clockOverdueAt', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();

/** Writes recomputed clocks in one statement per batch; only the clock columns change (no lock version: no step). */
export const writeClocks = async (trx: Transaction<DB>, rows: readonly (ClockColumns & { id: number })[]) => {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const values = sql.join(
      batch.map(
        (r) =>
          sql`(${r.id}::int, ${r.clockLimitDays}::int, ${r.clockSpentS}::int, ${r.clockAmberAt}::timestamptz, ${r.clockOverdueAt}::timestamptz)`,
      ),
    );
    await sql`update applies a set clock_limit_days = v.l, clock_spent_s = v.s, clock_amber_at = v.am, clock_overdue_at = v.ov
      from (values ${values}) as v(id, l, s, am, ov) where a.id = v.id`.execute(trx);
  }
};

/** The running clocks overdue at `now`, longest overdue first, with the examiner holding them where assigned. */
export const overdueApplies = (db: Kysely<DB>, now: Date) =>
  db
    .selectFrom('applies as a')
    .innerJoin('enterprises as e', 'e.id', 'a.enterpriseId')
    .leftJoin('users as g', 'g.id', 'a.govExaminerId')
    .leftJoin('users as s', 's.id', 'a.statuteExaminerId')
    .select([
      'a.id',
      'a.name',
      'e.name as enterpriseName',
      'e.unicodes',
      'a.stage',
      ...CLOCK_COLUMNS.filter((c) => c !== 'id').map((c) => `a.${c}` as const),
      'g.realname as govExaminer',
      's.realname as statuteExaminer',
    ])
    .where('a.clockStartedAt', 'is not', null)
    .where('a.clockOverdueAt', '<=', now)
    .orderBy('a.clockOverdueAt')
    .orderBy('a.id')
    .limit(1000)
    .execute();
