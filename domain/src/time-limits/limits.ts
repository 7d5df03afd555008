import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import { STAGE_INFO, STAGES, type Stage } from '../review/stages.ts';

/**
 * Where an application's clock can run: intake (待受理, before review starts) and each review stage. Intake
 * counts because the applicant is waiting for the park there too (the licensing law's acceptance period).
 */
export const CLOCK_STAGES = ['examine', ...STAGES] as const;
export type ClockStage = (typeof CLOCK_STAGES)[number];

export const clockStageLabel = (stage: ClockStage): string => (stage === 'examine' ? '受理' : STAGE_INFO[stage].label);

/** Limits are whole working days; a year is a generous ceiling for any single stage. */
export const MAX_LIMIT_DAYS = 250;

export type StageLimits = Readonly<Record<ClockStage, number>>;

/**
 * The default limits in working days until an administrator sets others (系统管理 › 审批时限). Acceptance has
 * the licensing law's five days; the distribution stages only route, so one day; the examinations five; the
 * stages waiting on the registration authority or the post get longer.
 */
export const DEFAULT_STAGE_LIMITS: StageLimits = {
  examine: 5,
  gov_distribution: 1,
  gov_early: 5,
  gov_review: 5,
  statute_distribution: 1,
  statute_early: 5,
  statute_review: 5,
  risk: 5,
  address: 3,
  approval: 5,
  approval_reported: 10,
  industry_name: 3,
  industry_enroll: 5,
  industry_send: 3,
  industry_postback: 10,
  license: 5,
};

/** The stage whose clock runs in this workflow state, or null when none does. */
export const runningClockStage = (status: ApplyStatus, stage: Stage | null): ClockStage | null => {
  if (status === APPLY_STATUS.submitted) return 'examine';
  if (status === APPLY_STATUS.inReview) return stage;
  return null;
};

/** The states in which the application is with the applicant or withdrawn: its clock holds still, not reset. */
export const isPausedStatus = (status: ApplyStatus): boolean => status === APPLY_STATUS.returned || status === APPLY_STATUS.withdrawn;
