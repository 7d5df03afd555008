import { z } from 'zod';
import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import { isAllowed } from '../auth/access.ts';
import type { Node } from '../auth/roles.ts';
import { assigningCentre, isAdmin, isCentreChief, type Actor, type AssigningCentre } from './permission.ts';
import { isListQueue, LIST_QUEUE_INFO, nodeOfJob, QUEUE_JOBS, STAGE_INFO, type QueueJob, type Stage } from './stages.ts';
import { STAGE_RULES } from './workflow.ts';

export const zQueueJob = z.enum(QUEUE_JOBS, { error: '未知的审核队列' });

/** What a queue lists: the rows GET getAllApply returns for its `job`. */
export type QueueFilter = {
  status: ApplyStatus;
  /** Set for stage queues; the list queues take every stage (null while not in review). */
  stage: Stage | null;
  /** Set when the caller sees only the applications assigned to them. */
  assignee: { centre: AssigningCentre; uid: number } | null;
  /** The node a caller must hold to open the queue (admin aside). */
  node: Node;
};

/**
 * The filter for a queue. An examiner sees only their own applications in an assigned stage's queue;
 * the centre's chief (who distributed them and follows their progress) and admin see all of them.
 */
export const queueOf = (job: QueueJob, actor?: Actor): QueueFilter => {
  const node = nodeOfJob(job);
  if (isListQueue(job)) return { status: LIST_QUEUE_INFO[job].status, stage: null, assignee: null, node };
  const centre = assigningCentre(STAGE_INFO[job].centre);
  const ownOnly =
    actor !== undefined && centre !== null && STAGE_RULES[job].assignedOnly && !isAdmin(actor) && !isCentreChief(centre, actor);
  return {
    status: APPLY_STATUS.inReview,
    stage: job,
    assignee: ownOnly ? { centre, uid: actor.uid } : null,
    node,
  };
};

/** Whether the actor may open a queue at all (the menu and GET getAllApply apply the same rule). */
export const mayOpenQueue = (job: QueueJob, actor: Actor): boolean =>
  isAdmin(actor) || isAllowed({ node: nodeOfJob(job) }, actor);
