import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import type { TransitionAction } from './actions.ts';
import { assigningCentre, type ReviewState } from './permission.ts';
import { STAGE_INFO, type Stage } from './stages.ts';
import { ACTION_RULES, firstStage, nextStage, resumeStage, stageActions } from './workflow.ts';

/** A transition asked of a state that does not allow it: a caller skipped can(), a programming error. */
export class WorkflowStateError extends Error {}

export type TransitionInput<A extends TransitionAction> = A extends 'assign' ? [input: { examinerId: number }] : [];

const inReviewAt = (apply: ReviewState, action: TransitionAction): Stage => {
  if (apply.stage === null || !stageActions(apply.stage).includes(action)) {
    throw new WorkflowStateError(`${action} is not offered at stage ${String(apply.stage)}`);
  }
  return apply.stage;
};

const halt = (apply: ReviewState, status: ApplyStatus): ReviewState => ({
  ...apply,
  status,
  stage: null,
  haltedAt: apply.stage,
});

/**
 * The state after `action`; the actor is not considered (call can() first). The caller persists it with
 * a conditional update on the state it read, so a concurrent change makes it a conflict, not a double step.
 * Return and refuse remember the stage in `haltedAt`; resubmission resumes there with version N+1.
 */
export const transition = <A extends TransitionAction>(
  apply: ReviewState,
  action: A,
  ...input: TransitionInput<A>
): ReviewState => {
  const statuses = ACTION_RULES[action].flatMap((r) => r.statuses);
  if (!statuses.includes(apply.status)) {
    throw new WorkflowStateError(`${action} is not allowed in status ${apply.status}`);
  }
  switch (action) {
    case 'startExamine':
      return { ...apply, status: APPLY_STATUS.inReview, stage: firstStage(apply.facts), haltedAt: null };
    case 'assign': {
      const stage = inReviewAt(apply, action);
      const [{ examinerId }] = input as TransitionInput<'assign'>;
      const centre = assigningCentre(STAGE_INFO[stage].centre);
      if (!centre) throw new WorkflowStateError(`stage ${stage} assigns no examiner`);
      return { ...apply, stage: nextStage(stage, apply.facts), assignees: { ...apply.assignees, [centre]: examinerId } };
    }
    case 'pass': {
      const next = nextStage(inReviewAt(apply, action), apply.facts);
      return next === null
        ? { ...apply, status: APPLY_STATUS.settled, stage: null, haltedAt: null }
        : { ...apply, stage: next };
    }
    case 'return':
      inReviewAt(apply, action);
      return halt(apply, APPLY_STATUS.returned);
    case 'refuse':
      inReviewAt(apply, action);
      return halt(apply, APPLY_STATUS.refused);
    case 'withdraw':
      // Withdrawing a returned application keeps the stage that returned it, for the record.
      return { ...halt(apply, APPLY_STATUS.withdrawn), haltedAt: apply.stage ?? apply.haltedAt };
    case 'resubmit': {
      const stage = apply.haltedAt && resumeStage(apply.haltedAt, apply.facts);
      if (!stage) throw new WorkflowStateError('a returned application without the stage that returned it');
      return { ...apply, status: APPLY_STATUS.inReview, stage, haltedAt: null, version: apply.version + 1 };
    }
  }
  throw new WorkflowStateError(`unknown action ${String(action)}`);
};

/**
 * What the applicant's submit does (POST submitApply): a draft's first submission waits for intake as version 1
 * (no review step, so not an Action), a returned application is the workflow's resubmit. Both freeze version N+1.
 */
export const submission = (apply: ReviewState): { action: 'submit' | 'resubmit'; next: ReviewState } => {
  if (apply.status === APPLY_STATUS.returned) return { action: 'resubmit', next: transition(apply, 'resubmit') };
  if (apply.status !== APPLY_STATUS.draft) throw new WorkflowStateError(`submit is not allowed in status ${apply.status}`);
  return {
    action: 'submit',
    next: { ...apply, status: APPLY_STATUS.submitted, stage: null, haltedAt: null, version: apply.version + 1 },
  };
};
