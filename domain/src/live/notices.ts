import type { ApplyStatus } from '../applications/status.ts';
import type { Actor } from '../review/permission.ts';
import { assigningCentre, isCentreChief } from '../review/permission.ts';
import { ASSIGNEE_COLUMNS, type AssigneeColumns } from '../review/review-state.ts';
import { mayOpenQueue, queueOf, type QueueFilter } from '../review/queues.ts';
import { isListQueue, nodeOfJob, QUEUE_JOBS, routePathOf, STAGE_INFO, type QueueJob, type Stage } from '../review/stages.ts';
import { isAllowed } from '../auth/access.ts';
import { STAGE_RULES } from '../review/workflow.ts';
import type { TNotice } from './live.schemas.ts';

/**
 * How many applications share a status, a stage and both centres' assignees: one row of the grouped count
 * the server runs once per change, whoever it is for. Every user's notices follow from these rows.
 */
export type QueueTally = AssigneeColumns & {
  status: ApplyStatus;
  stage: Stage | null;
  count: number;
  /** How many of them are past their stage's time limit (issue 14); absent counts as none. */
  overdue?: number;
};

/** The statuses some staff queue lists; the count needs no other rows. */
export const QUEUED_STATUSES: readonly ApplyStatus[] = [...new Set(QUEUE_JOBS.map((job) => queueOf(job).status))];

/** Tallies by status and by status and stage, built once per count and shared by every user's notices. */
export type QueueTallies = {
  byStatus: ReadonlyMap<ApplyStatus, readonly QueueTally[]>;
  byStage: ReadonlyMap<string, readonly QueueTally[]>;
};

const stageKey = (status: ApplyStatus, stage: Stage | null) => `${status}:${stage ?? ''}`;

const push = <K>(map: Map<K, QueueTally[]>, key: K, row: QueueTally) => {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
};

export const indexTallies = (rows: readonly QueueTally[]): QueueTallies => {
  const byStatus = new Map<ApplyStatus, QueueTally[]>();
  const byStage = new Map<string, QueueTally[]>();
  for (const row of rows) {
    push(byStatus, row.status, row);
    push(byStage, stageKey(row.status, row.stage), row);
  }
  return { byStatus, byStage };
};

const sum = (rows: readonly QueueTally[]) => rows.reduce((n, r) => n + r.count, 0);
const sumOverdue = (rows: readonly QueueTally[]) => rows.reduce((n, r) => n + (r.overdue ?? 0), 0);

const rowsOf = (tallies: QueueTallies, filter: Pick<QueueFilter, 'status' | 'stage'>) =>
  (filter.stage === null ? tallies.byStatus.get(filter.status) : tallies.byStage.get(stageKey(filter.status, filter.stage))) ?? [];

const assignedTo = (rows: readonly QueueTally[], assignee: NonNullable<QueueFilter['assignee']>) =>
  rows.filter((r) => r[ASSIGNEE_COLUMNS[assignee.centre]] === assignee.uid);

const queueRowsOf = (tallies: QueueTallies, filter: Pick<QueueFilter, 'status' | 'stage' | 'assignee'>) => {
  const rows = rowsOf(tallies, filter);
  return filter.assignee === null ? rows : assignedTo(rows, filter.assignee);
};

/** How many applications a queue lists for whoever it was built for (queueOf): the badge and the home count. */
export const queueCountOf = (tallies: QueueTallies, filter: Pick<QueueFilter, 'status' | 'stage' | 'assignee'>): number =>
  sum(queueRowsOf(tallies, filter));

/** The route path of the overdue list (超期列表), whose badge counts every overdue application. */
export const OVERDUE_ROUTE_PATH = routePathOf('overdue');

/**
 * One queue's badge: its count and, when some are past their limit, how many (shown apart on the badge). A
 * centre's chief also gets, for each of the centre's assigned stages, how many each examiner holds there.
 */
const queueNoticeOf = (tallies: QueueTallies, actor: Actor, job: QueueJob): TNotice => {
  const filter = queueOf(job, actor);
  const routePath = routePathOf(nodeOfJob(job));
  const listed = queueRowsOf(tallies, filter);
  const overdue = sumOverdue(listed);
  const notice: TNotice = { routePath, notices: sum(listed), ...(overdue > 0 ? { overdue } : {}) };
  if (filter.assignee !== null) return notice;
  const rows = rowsOf(tallies, filter);
  if (isListQueue(job) || !STAGE_RULES[job].assignedOnly) return notice;
  const { centre } = STAGE_INFO[job];
  const assigning = assigningCentre(centre);
  if (assigning === null || !isCentreChief(centre, actor)) return notice;
  const staff: Record<string, number> = {};
  for (const r of rows) {
    const uid = r[ASSIGNEE_COLUMNS[assigning]];
    if (uid !== null) staff[String(uid)] = (staff[String(uid)] ?? 0) + r.count;
  }
  return { ...notice, staff };
};

/**
 * The sidebar badges of one user: one entry per queue they may open (the special lists nopassed and
 * rejection included), each counting exactly what that queue lists for them (queueOf), and for holders of the
 * overdue list's node its entry counting every overdue application.
 */
export const noticesOf = (tallies: QueueTallies, actor: Actor): TNotice[] => {
  const queues = QUEUE_JOBS.filter((job) => mayOpenQueue(job, actor)).map((job) => queueNoticeOf(tallies, actor, job));
  if (!isAllowed({ node: 'overdue' }, actor)) return queues;
  const overdue = sumOverdue([...tallies.byStatus.values()].flat());
  return [...queues, { routePath: OVERDUE_ROUTE_PATH, notices: overdue, overdue }];
};
