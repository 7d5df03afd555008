import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import type { Action } from './actions.ts';
import { CENTRE_DEPARTMENTS, STAGE_INFO, STAGES, type Stage } from './stages.ts';

/**
 * The review workflow of DESIGN section 4 as data. The server enforces it (permission.ts, transition.ts)
 * and the web reads the same tables to show buttons and the steps bar.
 */

export const STAGE_KINDS = ['distribution', 'review', 'record'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

/** The actions a stage offers to whoever may act there; updateColumn is offered at every stage. */
export type StageAction = Extract<Action, 'assign' | 'pass' | 'return' | 'refuse' | 'echoMaterialApply'>;

/** Facts of an application's type that shape its path. */
export type PathFacts = {
  category?: string;
  companyType?: string;
  relocate: boolean;
  /** relocation.renameOnMove; only a relocated enterprise that explicitly keeps its name skips the name check. */
  renameOnMove?: boolean | null;
};

export type StageRule = {
  kind: StageKind;
  actions: readonly StageAction[];
  /**
   * Only the examiner the centre's distribution stage assigned may act (admin aside). The centre is the
   * stage's centre: gov_distribution assigns gov_early and gov_review, statute_distribution assigns
   * statute_early and statute_review, each to one examiner of that centre.
   */
  assignedOnly: boolean;
  /** When the stage is left out of an application's path. */
  skippedWhen?: (facts: PathFacts) => boolean;
};

const REVIEW: readonly StageAction[] = ['pass', 'return', 'refuse'];

/**
 * Record stages pass with their result. Return is offered where the applicant can fix the cause:
 * the pre-review before reporting, the regulator's feedback, the name check (no candidate name
 * available), online registration (the authority asks for corrections) and missing paper materials.
 * Refuse stays with the review stages, plus the regulator's feedback, whose disagreement can be final.
 * Distribution stages only route: judging is the assigned examiner's job, so they cannot refuse.
 */
const RULES = {
  gov_distribution: { kind: 'distribution', actions: ['assign'], assignedOnly: false },
  gov_early: { kind: 'review', actions: REVIEW, assignedOnly: true },
  gov_review: { kind: 'review', actions: REVIEW, assignedOnly: true },
  statute_distribution: { kind: 'distribution', actions: ['assign'], assignedOnly: false },
  statute_early: { kind: 'review', actions: REVIEW, assignedOnly: true },
  statute_review: { kind: 'review', actions: REVIEW, assignedOnly: true },
  risk: { kind: 'review', actions: REVIEW, assignedOnly: false },
  address: { kind: 'record', actions: ['pass'], assignedOnly: false },
  approval: { kind: 'record', actions: ['pass', 'return'], assignedOnly: false },
  approval_reported: { kind: 'record', actions: REVIEW, assignedOnly: false },
  industry_name: {
    kind: 'record',
    actions: ['pass', 'return'],
    assignedOnly: false,
    skippedWhen: (f) => f.relocate && f.renameOnMove === false,
  },
  industry_enroll: { kind: 'record', actions: ['pass', 'return'], assignedOnly: false },
  industry_send: { kind: 'record', actions: ['pass'], assignedOnly: false },
  industry_postback: { kind: 'record', actions: ['pass', 'return', 'echoMaterialApply'], assignedOnly: false },
  license: { kind: 'record', actions: ['pass'], assignedOnly: false },
} as const satisfies Record<Stage, StageRule>;
export const STAGE_RULES: Record<Stage, StageRule> = RULES;

/** The stages whose rule makes them distribution stages (the centres' assignment of an examiner), as a type. */
export type DistributionStage = { [S in Stage]: (typeof RULES)[S]['kind'] extends 'distribution' ? S : never }[Stage];
export const isDistributionStage = (stage: Stage | null): stage is DistributionStage =>
  stage !== null && STAGE_RULES[stage].kind === 'distribution';
export const DISTRIBUTION_STAGES: readonly DistributionStage[] = STAGES.filter(isDistributionStage);

export const stageActions = (stage: Stage): readonly Action[] => [...STAGE_RULES[stage].actions, 'updateColumn'];

/**
 * Who may take an action and in which statuses:
 * - applicant: an editor acting for the application's enterprise;
 * - intake: staff holding the `examine` node (the submitted-applications list);
 * - stage: staff who may act at the application's current stage (see permission.ts);
 * - staff: any staff member holding a queue node.
 * Admin counts as every staff party, never as the applicant.
 */
export const PARTIES = ['applicant', 'intake', 'stage', 'staff'] as const;
export type Party = (typeof PARTIES)[number];
export type ActionRule = { party: Party; statuses: readonly ApplyStatus[] };

const { submitted, inReview, withdrawn, returned, refused, settled } = APPLY_STATUS;

export const ACTION_RULES: Record<Action, readonly ActionRule[]> = {
  startExamine: [{ party: 'intake', statuses: [submitted] }],
  assign: [{ party: 'stage', statuses: [inReview] }],
  pass: [{ party: 'stage', statuses: [inReview] }],
  return: [{ party: 'stage', statuses: [inReview] }],
  refuse: [{ party: 'stage', statuses: [inReview] }],
  /**
   * The applicant may withdraw before review starts (1) and after a return (4): a returned application
   * the applicant gives up would otherwise wait in the rejection list forever, while withdrawn (3) can be
   * removed. Once staff have taken it up (2), only intake staff may withdraw it, e.g. on the applicant's
   * written request. Refused (5) and settled (6) are final.
   */
  withdraw: [
    { party: 'applicant', statuses: [submitted, returned] },
    { party: 'intake', statuses: [submitted, inReview] },
  ],
  resubmit: [{ party: 'applicant', statuses: [returned] }],
  /** Staff may archive anything they can list; drafts are the applicant's own. */
  packQApply: [{ party: 'staff', statuses: [submitted, inReview, withdrawn, returned, refused, settled] }],
  echoMaterialApply: [{ party: 'stage', statuses: [inReview] }],
  updateColumn: [{ party: 'stage', statuses: [inReview] }],
};

export const isOnPath = (stage: Stage, facts: PathFacts): boolean => !STAGE_RULES[stage].skippedWhen?.(facts);

/** The stages an application of these facts goes through, in order. */
export const pathOf = (facts: PathFacts): Stage[] => STAGES.filter((s) => isOnPath(s, facts));

export const firstStage = (facts: PathFacts): Stage => pathOf(facts)[0] ?? STAGES[0];

/** The stage after `stage` on this path; null after the last (a pass there settles the application). */
export const nextStage = (stage: Stage, facts: PathFacts): Stage | null =>
  STAGES.slice(STAGES.indexOf(stage) + 1).find((s) => isOnPath(s, facts)) ?? null;

/**
 * Where a resubmission resumes: the stage that returned it, or, if the applicant's correction took that
 * stage off the path (a relocated enterprise that now keeps its name), the next stage on it.
 */
export const resumeStage = (returnedAt: Stage, facts: PathFacts): Stage | null =>
  isOnPath(returnedAt, facts) ? returnedAt : nextStage(returnedAt, facts);

/** The distribution stage of a department's centre; the service centre's, where review starts, for any other. */
export const distributionStageOf = (department: string): DistributionStage =>
  DISTRIBUTION_STAGES.find((s) => CENTRE_DEPARTMENTS[STAGE_INFO[s].centre] === department) ?? 'gov_distribution';
