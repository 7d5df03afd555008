import { type Kysely, sql, type Transaction } from 'kysely';
import { CST_OFFSET_MINUTES } from '@ftown/domain/formats/date-time';
import { TRANSITION_ACTIONS } from '@ftown/domain/review/actions';
import type { DB } from '../db/schema.ts';
import { CLOCK_COLUMN_NAMES } from '../workflow/stage-clock.ts';

type Executor = Kysely<DB> | Transaction<DB>;

/** The user's latest flow records (flow_records_actor_idx) with the application's name. */
export const recentActions = (db: Executor, uid: number, limit: number) =>
  db
    .selectFrom('flowRecords as f')
    .innerJoin('applies as a', 'a.id', 'f.applyId')
    .innerJoin('enterprises as e', 'e.id', 'a.enterpriseId')
    .select((eb) => [
      'f.id',
      'f.applyId',
      eb.fn.coalesce(eb.fn('nullif', ['a.name', sql.lit('')]), 'e.name').$castTo<string>().as('applyName'),
      'f.stage',
      'f.action',
      'f.createdAt',
    ])
    .where('f.actorId', '=', uid)
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();

/** The China Standard Time month ('2026-03') of a timestamp column. */
const cstMonth = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + make_interval(mins => ${CST_OFFSET_MINUTES}), 'YYYY-MM')`;

export type MonthRow = { month: string; n: number };
const counted = (rows: { month: string; n: string }[]): MonthRow[] => rows.map((r) => ({ month: r.month, n: Number(r.n) }));

/** First submissions per month since `from` (apply_versions_first_submitted_idx). */
export const receivedPerMonth = async (db: Executor, from: Date) =>
  counted(
    await db
      .selectFrom('applyVersions')
      .select((eb) => [cstMonth('submitted_at').as('month'), eb.fn.countAll<string>().as('n')])
      .where('version', '=', 1)
      .where('submittedAt', '>=', from)
      .groupBy(sql`1`)
      .execute(),
  );

/** Settlements per month since `from` (applies_settled_idx). */
export const settledPerMonth = async (db: Executor, from: Date) =>
  counted(
    await db
      .selectFrom('applies')
      .select((eb) => [cstMonth('settled_at').as('month'), eb.fn.countAll<string>().as('n')])
      .where('settledAt', '>=', from)
      .groupBy(sql`1`)
      .execute(),
  );

/** Flow records of one action per month since `from` (flow_records_action_created_idx). */
export const actionsPerMonth = async (db: Executor, action: 'return' | 'refuse', from: Date) =>
  counted(
    await db
      .selectFrom('flowRecords')
      .select((eb) => [cstMonth('created_at').as('month'), eb.fn.countAll<string>().as('n')])
      .where('action', '=', action)
      .where('createdAt', '>=', from)
      .groupBy(sql`1`)
      .execute(),
  );

/**
 * Mean hours spent per stage. Among an application's transitions (side actions leave the stage as it is), the
 * one that leaves a stage follows the one that brought the application there, so the gap between consecutive
 * transitions is the time spent. The window runs in flow_records_apply_idx order.
 */
export const stageDurations = async (db: Executor) => {
  const rows = await db
    .with('moves', (qb) =>
      qb
        .selectFrom('flowRecords')
        .select([
          'stage',
          'toStage',
          sql<string | null>`extract(epoch from created_at - lag(created_at) over (partition by apply_id order by id))`.as('seconds'),
        ])
        .where('action', 'in', TRANSITION_ACTIONS),
    )
    .selectFrom('moves')
    .select((eb) => ['stage', eb.fn.countAll<string>().as('departures'), sql<string>`avg(seconds) / 3600`.as('hours')])
    .where('stage', 'is not', null)
    .where('seconds', 'is not', null)
    .where(sql<boolean>`to_stage is distinct from stage`)
    .groupBy('stage')
    .execute();
  return rows.map((r) => ({ stage: r.stage, departures: Number(r.departures), hours: Number(r.hours) }));
};

/* ----- applicant ----- */

/** The user's enterprises (user_enterprises), as a subquery. */
const ownEnterpriseIds = (db: Executor, userId: number) =>
  db.selectFrom('userEnterprises as ue').select('ue.enterpriseId').where('ue.userId', '=', userId);

/** The applications of the enterprises the user acts for, latest change first (applies_enterprise_updated_idx). */
export const ownApplications = async (db: Executor, userId: number, limit: number) => {
  const mine = db.selectFrom('applies as a').where('a.enterpriseId', 'in', ownEnterpriseIds(db, userId));
  const [items, count] = await Promise.all([
    mine
      .innerJoin('enterprises as e', 'e.id', 'a.enterpriseId')
      .leftJoin('applySections as r', (join) => join.onRef('r.applyId', '=', 'a.id').on('r.section', '=', 'relocation'))
      .select((eb) => [
        'a.id',
        'e.unicodes',
        eb.fn.coalesce(eb.fn('nullif', ['a.name', sql.lit('')]), 'e.name').$castTo<string>().as('name'),
        'a.category',
        'a.companyType',
        'a.relocate',
        // The answer is read only when it is a real boolean; anything else counts as unanswered.
        sql<boolean | null>`case jsonb_typeof(r.data -> 'renameOnMove') when 'boolean' then (r.data ->> 'renameOnMove')::boolean end`.as(
          'renameOnMove',
        ),
        'a.status',
        'a.stage',
        'a.haltedAt',
        'a.version',
        'a.note',
        'a.updatedAt',
        ...CLOCK_COLUMN_NAMES.map((c) => `a.${c}` as const),
      ])
      .orderBy('a.updatedAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.n), items };
};

/** The enterprises the user acts for that have settled in the park (the register's status), by code. */
export const settledEnterprises = (db: Executor, userId: number) =>
  db
    .selectFrom('enterprises as e')
    .select(['e.id', 'e.unicodes', 'e.name', 'e.taxFinish', 'e.settledAt'])
    .where('e.id', 'in', ownEnterpriseIds(db, userId))
    .where('e.status', '=', 'settled')
    .orderBy('e.unicodes')
    .execute();
