import type { Transaction } from 'kysely';
import { APPLY_STATUS } from '@ftown/domain/applications/status';
import { isTransitionAction, type Action } from '@ftown/domain/review/actions';
import { can, type Actor, type ReviewState } from '@ftown/domain/review/permission';
import { assigneeColumnsOf, type AssigneeColumn } from '@ftown/domain/review/review-state';
import type { Stage } from '@ftown/domain/review/stages';
import { endedVisitMs, nextClock } from '@ftown/domain/time-limits/clock';
import { AppError } from '../app-error.ts';
import { auditActorOf, auditInsert } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/session-store.ts';
import type { DB } from '../db/schema.ts';
import type { Write } from '../plugins/notify.ts';
import type { ApplyRecord } from './applies.repository.ts';
import { applyNameOf } from './apply-view.ts';
import type { ClockSettingsSource, LoadedSettings } from './clock-settings.ts';
import { insertRound, type NewCorrectionItem } from './corrections.repository.ts';
import * as repo from './flow.repository.ts';
import { applyChangedNote, recordWorkflowEvent, type Publisher } from './message-writer.ts';
import { clockDueOf, clockOfRow, columnsOfClock, type ClockColumns } from './stage-clock.ts';

/** can() as the wire answers it: 'forbidden' is 403, 'conflict' 409, each with the workflow's Chinese message. */
export const decide = (action: Action, state: ReviewState, actor: Actor, seenStage?: Stage) => {
  const decision = can(action, state, actor, seenStage);
  if (!decision.ok) throw new AppError(decision.reason === 'forbidden' ? 'forbidden' : 'conflict', decision.message);
};

/** A workflow step as its writer records it: the state read, the state the domain computed, and what goes with it. */
export type WorkflowStep = {
  record: ApplyRecord;
  actor: AuthUser;
  /** 'submit' is a draft's first submission: not a review step, so it leaves no flow record. */
  action: Action | 'submit';
  next: ReviewState;
  at: Date;
  /** Columns written beside the workflow state (a note, the settlement or submission date, a staff column). */
  set?: Omit<repo.ApplyChange, 'status' | 'stage' | 'haltedAt' | 'version' | AssigneeColumn | keyof ClockColumns | 'clockNotified' | 'updatedAt'>;
  opinion?: string;
  note?: string | null;
  result?: Record<string, unknown> | null;
  stageRecord?: { stage: Stage; result: unknown };
  /** The items a return or refusal pins to the application (their round is tied to the step's flow record). */
  corrections?: readonly NewCorrectionItem[];
  /** Rows the step writes beside its own (a submission's frozen version), built and not run: sent with the step's. */
  writes?: readonly Write[];
};

export type WorkflowWriterDeps = {
  notify: Publisher;
  /** Enters the enterprise in the register inside the step that settles it (the enterprises feature's rule, given by app.ts). */
  settleInRegister(trx: Transaction<DB>, record: ApplyRecord, now: Date): Promise<void>;
  /** The calendar and stage limits the stage clock runs by (one cache per process, shared with the time-limits feature). */
  clockSettings: ClockSettingsSource;
};

/**
 * The one place a workflow step is written: the conditional update from the state that was read to the one the
 * domain computed (lock version bumped) and its flow record, in the caller's transaction; a step to 已入驻 settles
 * the enterprise in the register in the same transaction. Zero rows updated means someone acted first: 409,
 * and the transaction rolls back. The stage clock moves with the step (domain nextClock). A transition also writes
 * its messages and signals the live streams in `trx` (the receivers' totals, the queues, and the application's new
 * state for the screens showing it), so they are delivered on commit and dropped with a rollback. Its audit row,
 * messages and `writes` go in the statement of those signals (issue 15: three statements fewer for a submission).
 */
const writeStep = async (deps: WorkflowWriterDeps, trx: Transaction<DB>, step: WorkflowStep): Promise<ApplyRecord> => {
  const { record, next, at } = step;
  const clock = clockOfRow(record);
  const clockWith = (settings: LoadedSettings) => {
    const nextStageClock = nextClock(settings, clock, next, at.getTime());
    return { nextStageClock, visitMs: endedVisitMs(settings.calendar, clock, nextStageClock, at.getTime()) };
  };
  let settings = await deps.clockSettings.forStep(trx);
  let { nextStageClock, visitMs } = clockWith(settings);
  const set: repo.ApplyChange = {
    status: next.status,
    stage: next.stage,
    haltedAt: next.haltedAt,
    version: next.version,
    ...assigneeColumnsOf(next.assignees),
    ...columnsOfClock(nextStageClock),
    // A new stage visit has told nobody anything yet (clock-notices.ts).
    ...(nextStageClock.stage === clock.stage ? {} : { clockNotified: 0 as const }),
    ...step.set,
    updatedAt: at,
  };
  if (!(await repo.updateApplyIf(trx, record, set, step.stageRecord))) throw new AppError('conflict');
  // The settings the clock was computed with are not the committed ones: compute it again with those, over the
  // row this step now holds (clockNotified does not change: the stage is the same either way).
  if ((await deps.clockSettings.committedVersion(trx)) !== settings.version) {
    settings = await deps.clockSettings.inTransaction(trx);
    ({ nextStageClock, visitMs } = clockWith(settings));
    Object.assign(set, columnsOfClock(nextStageClock));
    await repo.updateApplyClock(trx, record.id, columnsOfClock(nextStageClock));
  }
  if (next.status === APPLY_STATUS.settled && record.status !== APPLY_STATUS.settled) await deps.settleInRegister(trx, record, at);
  const flowRecord =
    step.action === 'submit'
      ? null
      : await repo.insertFlowRecord(trx, {
          applyId: record.id,
          version: next.version,
          action: step.action,
          stage: record.stage,
          status: next.status,
          toStage: next.stage,
          actorId: step.actor.id,
          opinion: step.opinion ?? '',
          note: step.note ?? null,
          result: step.result ?? null,
          createdAt: at,
          clockSpentS: visitMs === null ? null : Math.floor(visitMs / 1000),
        });
  if (flowRecord && step.corrections) {
    await insertRound(trx, { flowRecordId: flowRecord.id, applyId: record.id, version: record.version, stage: record.stage }, step.corrections);
  }
  // Every step is audited with the step, linked to its flow record (a first submission has none).
  const audit = auditInsert(trx, {
    action: 'workflow_transition',
    at,
    actor: auditActorOf(step.actor),
    target: { type: 'apply', id: record.id },
    detail: { action: step.action, fromStatus: record.status, toStatus: next.status, fromStage: record.stage, toStage: next.stage, version: next.version },
    flowRecordId: flowRecord?.id ?? null,
  });
  const writes = [audit, ...(step.writes ?? [])];
  if (step.action === 'submit' || isTransitionAction(step.action)) {
    const apply = { id: record.id, name: applyNameOf(record), applicantId: record.createdBy };
    const moved = applyChangedNote({ id: record.id, enterpriseId: record.enterpriseId, status: next.status, stage: next.stage });
    const event = { action: step.action, apply, stage: record.stage, next, note: step.note ?? null };
    await recordWorkflowEvent(trx, deps.notify, event, at, clockDueOf(nextStageClock), [moved], writes);
  } else {
    // Nothing to tell: publishAll runs the writes alone.
    await deps.notify.publishAll([], trx, writes);
  }
  return { ...record, ...set, lockVersion: record.lockVersion + 1 };
};

/**
 * The workflow's writer, shared by the review and applications features (a resubmission is a step like any other).
 * record() returns the application row as the step wrote it, so a caller answers without reading it again (the
 * enterprise's columns are those read before the step: a step that settles it changes them in the register).
 */
export const createWorkflowWriter = (deps: WorkflowWriterDeps) => ({
  record: (trx: Transaction<DB>, step: WorkflowStep) => writeStep(deps, trx, step),
});
export type WorkflowWriter = ReturnType<typeof createWorkflowWriter>;
