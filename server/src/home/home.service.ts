import type { Kysely } from 'kysely';
import type { TApplicantSummary, TMonthCounts, TStaffSummary } from '@ftown/domain/home/home.schemas';
import { HOME_APPLICATIONS, HOME_RECENT_ACTIONS, lastMonths } from '@ftown/domain/home/home.schemas';
import { typeOf } from '@ftown/domain/applications/types';
import { indexTallies, queueCountOf } from '@ftown/domain/live/notices';
import { mayOpenQueue, queueOf } from '@ftown/domain/review/queues';
import { QUEUE_JOBS, STAGES, type Stage } from '@ftown/domain/review/stages';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { reportingStateOf } from '@ftown/domain/tax/reporting-state';
import { actorOf } from '../auth/actors.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { filedQuarters } from '../reporting/filed-quarters.ts';
import { queueTallies } from '../workflow/applies.repository.ts';
import { withWireClock } from '../workflow/stage-clock.ts';
import * as repo from './home.repository.ts';

export type HomeServiceDeps = { db: Kysely<DB>; clock: Clock };
export type HomeService = ReturnType<typeof createHomeService>;

/** The first instant of a 'YYYY-MM' month in China Standard Time. */
const monthStart = (month: string): Date => new Date(`${month}-01T00:00:00+08:00`);

const ROUND = 10;

export const createHomeService = ({ db, clock }: HomeServiceDeps) => {
  const months = async (): Promise<TMonthCounts[]> => {
    const keys = lastMonths(clock.now());
    const from = monthStart(keys[0]!);
    const [received, settled, returned, refused] = await Promise.all([
      repo.receivedPerMonth(db, from),
      repo.settledPerMonth(db, from),
      repo.actionsPerMonth(db, 'return', from),
      repo.actionsPerMonth(db, 'refuse', from),
    ]);
    const of = (rows: repo.MonthRow[], month: string) => rows.find((r) => r.month === month)?.n ?? 0;
    return keys.map((month) => ({
      month,
      received: of(received, month),
      settled: of(settled, month),
      returned: of(returned, month),
      refused: of(refused, month),
    }));
  };

  /** Staff only (the route's guard): the queues the caller may open, their own actions, the pipeline. */
  const staffSummary = async (user: AuthUser): Promise<TStaffSummary> => {
    const actor = actorOf(user);
    // The same tallies and count as the sidebar badges (live notices), so the home and the badges agree.
    const [rows, recent, monthly, durations] = await Promise.all([
      queueTallies(db, clock.now()),
      repo.recentActions(db, user.id, HOME_RECENT_ACTIONS),
      months(),
      repo.stageDurations(db),
    ]);
    const tallies = indexTallies(rows);
    const waiting = (stage: Stage) => queueCountOf(tallies, { status: APPLY_STATUS.inReview, stage, assignee: null });
    return {
      queues: QUEUE_JOBS.filter((job) => mayOpenQueue(job, actor)).map((job) => ({ job, count: queueCountOf(tallies, queueOf(job, actor)) })),
      recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      months: monthly,
      stages: STAGES.map((stage) => {
        const d = durations.find((row) => row.stage === stage);
        return {
          stage,
          waiting: waiting(stage),
          averageHours: d ? Math.round(d.hours * ROUND) / ROUND : null,
          departures: d?.departures ?? 0,
        };
      }),
    };
  };

  /** Only the caller's own: the applications of the enterprises they act for, and those enterprises' reporting. */
  const applicantSummary = async (user: AuthUser): Promise<TApplicantSummary> => {
    const [applications, enterprises] = await Promise.all([
      repo.ownApplications(db, user.id, HOME_APPLICATIONS),
      repo.settledEnterprises(db, user.id),
    ]);
    const filed = await filedQuarters(
      db,
      enterprises.map((e) => e.id),
    );
    const now = clock.now();
    return {
      applications: {
        total: applications.total,
        items: applications.items.map((a) => ({
          ...withWireClock(a),
          type: typeOf(a.category, a.companyType, a.relocate),
          updatedAt: a.updatedAt.toISOString(),
        })),
      },
      enterprises: enterprises.map((e) => {
        // The same state as the reporting page and the staff overview (tax.service), so they never disagree.
        const state = reportingStateOf({ settledAt: e.settledAt, filed: filed.filter((f) => f.enterpriseId === e.id), now });
        return {
          unicodes: e.unicodes,
          name: e.name,
          taxFinish: e.taxFinish === 1 ? 1 : 0,
          reportCount: state.filed.length,
          missing: state.missing,
        };
      }),
    };
  };

  return { staffSummary, applicantSummary };
};
