import { type Kysely, sql, type Transaction } from 'kysely';
import type { CalendarDay } from '@ftown/domain/time-limits/calendar';
import type { StageLimits } from '@ftown/domain/time-limits/limits';
import { NOTICE_LEVELS, type ClockNotified } from '@ftown/domain/time-limits/clock';
import type { DB } from '../db/schema.ts';
import { CLOCK_COLUMN_NAMES, type ClockColumns } from '../workflow/stage-clock.ts';

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

const CLOCK_COLUMNS = ['id', ...CLOCK_COLUMN_NAMES] as const;

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
      ...CLOCK_COLUMN_NAMES.map((c) => `a.${c}` as const),
      'g.realname as govExaminer',
      's.realname as statuteExaminer',
    ])
    .where('a.clockStartedAt', 'is not', null)
    .where('a.clockOverdueAt', '<=', now)
    .orderBy('a.clockOverdueAt')
    .orderBy('a.id')
    .limit(1000)
    .execute();

/** The notice level a running clock has reached at `now` (domain NOTICE_LEVELS): overdue, else amber. */
const reachedLevel = (now: Date) => sql<ClockNotified>`case when clock_overdue_at <= ${now} then ${NOTICE_LEVELS.overdue}::int2 else ${NOTICE_LEVELS.amber}::int2 end`;

/**
 * Claims the running clocks with a level reached and not yet told in this stage visit, raising their told level
 * to it (an application that went straight to overdue is told that only). Rows another process is claiming are
 * skipped and the raise is conditional, so each level is claimed once however many processes run this at once;
 * the caller tells of them in the same transaction, so a rollback leaves them to be claimed again.
 * Served by the two notice indexes of 0030.
 */
export const claimDueClockNotices = (trx: Transaction<DB>, now: Date, limit: number) =>
  trx
    .updateTable('applies')
    .set({ clockNotified: reachedLevel(now) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('applies')
        .select('id')
        .where('clockStartedAt', 'is not', null)
        .where((w) =>
          w.or([
            w.and([w('clockNotified', '=', 0), w('clockAmberAt', '<=', now)]),
            w.and([w('clockNotified', '<', NOTICE_LEVELS.overdue), w('clockOverdueAt', '<=', now)]),
          ]),
        )
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('clockStartedAt', 'is not', null)
    .where('clockAmberAt', '<=', now)
    .where('clockNotified', '<', reachedLevel(now))
    .returning([...CLOCK_COLUMNS, 'clockNotified', 'createdBy', 'govExaminerId', 'statuteExaminerId'])
    .execute();

/** Raises these clocks' told level to the one they have reached at `now`, in batches of ids. */
export const markReachedAsTold = async (trx: Transaction<DB>, ids: readonly number[], now: Date) => {
  for (let i = 0; i < ids.length; i += 5000) {
    await trx
      .updateTable('applies')
      .set({ clockNotified: reachedLevel(now) })
      .where('id', 'in', ids.slice(i, i + 5000))
      .where('clockStartedAt', 'is not', null)
      .where('clockAmberAt', '<=', now)
      .execute();
  }
};

/** The names of applications (a draft's is its enterprise's until it names itself). */
export const applyNames = (trx: Transaction<DB>, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : trx.selectFrom('applies as a').innerJoin('enterprises as e', 'e.id', 'a.enterpriseId').select(['a.id', 'a.name', 'e.name as enterpriseName']).where('a.id', 'in', ids).execute();

/** The next instant a running clock reaches a level it has not been told of, after `now`. */
export const nextClockNoticeAt = async (db: Kysely<DB>, now: Date): Promise<Date | null> => {
  const running = db.selectFrom('applies').where('clockStartedAt', 'is not', null);
  const [amber, overdue] = await Promise.all([
    running
      .select((eb) => eb.fn.min('clockAmberAt').as('next'))
      .where('clockNotified', '=', 0)
      .where('clockAmberAt', '>', now)
      .executeTakeFirst(),
    running
      .select((eb) => eb.fn.min('clockOverdueAt').as('next'))
      .where('clockNotified', '<', NOTICE_LEVELS.overdue)
      .where('clockOverdueAt', '>', now)
      .executeTakeFirst(),
  ]);
  const instants = [amber?.next, overdue?.next].flatMap((d) => (d == null ? [] : [new Date(d).getTime()]));
  return instants.length === 0 ? null : new Date(Math.min(...instants));
};
