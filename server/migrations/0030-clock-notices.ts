import { type Kysely, sql } from 'kysely';

/**
 * Stage clocks, part 2 (issue 14). On each application, the highest clock level its applicant and examiner have
 * been told of in the current stage visit (0 none, 1 amber, 2 overdue): the notice scheduler claims a level by
 * raising it, so a level is told once however many processes look, and the workflow writer sets it back to 0
 * when the clock moves to another stage. On each flow record that ended a stage visit, the working time the
 * stage's clock had spent, which the chief's distribution dialog averages per examiner.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('applies')
    .addColumn('clock_notified', 'int2', (c) => c.notNull().defaultTo(0).check(sql`clock_notified between 0 and 2`))
    .execute();
  // Due and next notices: running clocks not yet told of amber by their amber instant, not yet told of overdue by
  // their overdue instant; a clock leaves each index once told, so neither grows with the applications already late.
  await sql`create index applies_clock_amber_notice_idx on applies (clock_amber_at) where clock_started_at is not null and clock_notified = 0`.execute(db);
  await sql`create index applies_clock_overdue_notice_idx on applies (clock_overdue_at) where clock_started_at is not null and clock_notified < 2`.execute(db);
  await db.schema.alterTable('flow_records').addColumn('clock_spent_s', 'integer').execute();
  await sql`create index flow_records_stage_time_idx on flow_records (actor_id, clock_spent_s) where clock_spent_s is not null`.execute(db);
};
