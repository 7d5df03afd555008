import { type Kysely, sql } from 'kysely';

/**
 * Stage clocks (issue 14). The limits administrators set per stage (a stage without a row takes domain's
 * default), the year calendars' exceptions to the weekday rule, and on each application the clock the
 * workflow writer keeps: the stage it belongs to and that stage's limit, the working time spent there before
 * the current run, when the run started, and the instants it turns amber and overdue, so a queue sorts,
 * filters and counts by remaining time in SQL.
 *
 * Applications already waiting get their clocks when the server starts (time-limits service scheduleMissing),
 * since the instants need the calendar.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One row whose version moves with every change of the limits or the calendar: its row lock orders changes,
  // and a workflow step that read an older version answers 409 (server/src/workflow/clock-settings.ts).
  await db.schema
    .createTable('time_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into time_settings (id, version) values (1, 1)`.execute(db);
  await db.schema
    .createTable('stage_time_limits')
    .addColumn('stage', 'text', (c) => c.primaryKey())
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days between 1 and 250`))
    .execute();
  await db.schema
    .createTable('work_calendar_days')
    .addColumn('day', 'text', (c) => c.primaryKey().check(sql`day ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('holiday', 'workday')`))
    .execute();
  await db.schema
    .alterTable('applies')
    .addColumn('clock_stage', 'text')
    .addColumn('clock_limit_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clock_spent_s', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clock_started_at', 'timestamptz')
    .addColumn('clock_amber_at', 'timestamptz')
    .addColumn('clock_overdue_at', 'timestamptz')
    .execute();
  // A stage queue sorted by remaining time: least first is earliest overdue instant first.
  await db.schema.createIndex('applies_clock_queue_idx').on('applies').columns(['status', 'stage', 'clock_overdue_at', 'id']).execute();
  // The overdue list and counts read only running clocks.
  await sql`create index applies_clock_overdue_idx on applies (clock_overdue_at) where clock_started_at is not null`.execute(db);
};
