import { APPLY_STATUS_LABELS, type ApplyStatus } from '../applications/status.ts';
import { isChief } from '../auth/roles.ts';
import { ACTION_LABELS, ACTIONS, type Action } from './actions.ts';
import { CENTRE_DEPARTMENTS, STAGE_INFO, STAGES, type Centre, type Stage } from './stages.ts';
import { ACTION_RULES, STAGE_RULES, stageActions, type ActionRule, type Party, type PathFacts } from './workflow.ts';

/** The caller, as the session has it (auth/session.ts Session fits). */
export type Actor = {
  uid: number;
  roles: readonly string[];
  nodes: readonly string[];
  department: string;
  job: string;
  userCompanyUnicodes?: readonly string[];
};

/** The centres that assign an examiner, and the examiner each assigned (null until assigned). */
export type Assignees = { government: number | null; statute: number | null };
export type AssigningCentre = keyof Assignees;

/** An application as the workflow sees it. */
export type ReviewState = {
  status: ApplyStatus;
  /** Set exactly while status is 2. */
  stage: Stage | null;
  /** The stage review left from by return, refuse or withdraw; resubmission resumes there. */
  haltedAt: Stage | null;
  /** The frozen data version (1 at first submission, N+1 after each resubmission). */
  version: number;
  unicodes: string;
  assignees: Assignees;
  facts: PathFacts;
};

export type Denial = { ok: false; reason: 'forbidden' | 'conflict'; message: string };
export type Decision = { ok: true } | Denial;

const OK: Decision = { ok: true };
const forbidden = (message: string): Denial => ({ ok: false, reason: 'forbidden', message });
const conflict = (message: string): Denial => ({ ok: false, reason: 'conflict', message });

/**
 * The job that makes a member of a centre its chief. The spec's chief flag (auth/roles.ts isChief) names
 * the service centre's 专员; the legal centre's chief is recognised the same way within 法律合规中心.
 */
export const CHIEF_JOB = '专员';

export const isAdmin = (actor: Actor): boolean => actor.roles.includes('admin');
const isStaff = (actor: Actor): boolean => isAdmin(actor) || actor.roles.includes('examiner');

export const isCentreChief = (centre: Centre, actor: Pick<Actor, 'department' | 'job'>): boolean =>
  centre === 'government'
    ? isChief(actor.department, actor.job)
    : actor.department === CENTRE_DEPARTMENTS[centre] && actor.job === CHIEF_JOB;

export const assigningCentre = (centre: Centre): AssigningCentre | null =>
  centre === 'government' || centre === 'statute' ? centre : null;

/**
 * Whether an actor may act at a stage at all, whichever application it is: staff need the stage's node, and a
 * distribution stage also the centre's chief. Admin may act anywhere. The chief's distribution dialog reads the
 * examiners' load under the same rule as the assignment it prepares.
 */
export const stageAccess = (stage: Stage, actor: Actor): Decision => {
  if (isAdmin(actor)) return OK;
  const { node, centre, label } = STAGE_INFO[stage];
  if (!isStaff(actor) || !actor.nodes.includes(node)) return forbidden(`您没有“${label}”环节的办理权限`);
  if (STAGE_RULES[stage].kind === 'distribution' && !isCentreChief(centre, actor)) {
    return forbidden(`只有${CENTRE_DEPARTMENTS[centre]}负责人可以分配审核人员`);
  }
  return OK;
};

/** Whether an actor may act at a stage of this application, the action aside: stageAccess, and at an assigned stage the examiner its centre assigned. */
const stageAuthority = (stage: Stage, apply: ReviewState, actor: Actor): Decision => {
  const access = stageAccess(stage, actor);
  if (!access.ok || isAdmin(actor)) return access;
  const { centre } = STAGE_INFO[stage];
  const rule = STAGE_RULES[stage];
  const assigning = assigningCentre(centre);
  if (rule.assignedOnly && assigning && apply.assignees[assigning] !== actor.uid) {
    return forbidden('该申请已分配给其他审核人员，您不能办理');
  }
  return OK;
};

/** Whether the actor belongs to a party at all, before the application's state is considered. */
const isParty = (party: Party, action: Action, apply: ReviewState, actor: Actor): boolean => {
  switch (party) {
    case 'applicant':
      return actor.roles.includes('editor') && (actor.userCompanyUnicodes ?? []).includes(apply.unicodes);
    case 'intake':
      return isAdmin(actor) || (isStaff(actor) && actor.nodes.includes('examine'));
    case 'staff':
      return isAdmin(actor) || (isStaff(actor) && actor.nodes.length > 0);
    case 'stage':
      return (
        isAdmin(actor) ||
        (isStaff(actor) && STAGES.some((s) => stageActions(s).includes(action) && actor.nodes.includes(STAGE_INFO[s].node)))
      );
  }
};

/**
 * Whether `actor` may take `action` on `apply` now. `seenStage` is the stage the caller's page showed
 * (required on the wire for stage actions): if the application has left it, the answer is a conflict.
 *
 * Order matters: someone who could never take the action gets 'forbidden' whatever the state; someone
 * who could, but finds the application elsewhere than they saw it, gets 'conflict' (409, refresh);
 * someone who saw the right stage but has no say there gets 'forbidden'.
 */
export const can = (action: Action, apply: ReviewState, actor: Actor, seenStage?: Stage): Decision => {
  const label = ACTION_LABELS[action];
  const parties = ACTION_RULES[action].filter((r) => isParty(r.party, action, apply, actor));
  if (parties.length === 0) return forbidden(`您无权执行“${label}”操作`);

  const rule: ActionRule | undefined = parties.find((r) => r.statuses.includes(apply.status));
  if (!rule) return conflict(`申请当前状态为“${APPLY_STATUS_LABELS[apply.status]}”，不能${label}，请刷新后重试`);
  if (rule.party !== 'stage') return OK;

  const stage = seenStage ?? apply.stage;
  if (stage === null) return conflict(`申请当前不在审核环节，不能${label}，请刷新后重试`);
  if (!stageActions(stage).includes(action)) return forbidden(`“${STAGE_INFO[stage].label}”环节不能${label}`);
  const authority = stageAuthority(stage, apply, actor);
  if (!authority.ok) return authority;
  if (apply.stage !== stage) {
    const now = apply.stage ? `已进入“${STAGE_INFO[apply.stage].label}”环节` : '已离开该环节';
    return conflict(`申请${now}，请刷新后重试`);
  }
  return OK;
};

/** The actions the actor may take now: the buttons to show. */
export const allowedActions = (apply: ReviewState, actor: Actor): Action[] =>
  ACTIONS.filter((a) => can(a, apply, actor).ok);

/** A staff member a distribution stage may assign: an examiner of that centre who holds its assigned stages' nodes. */
export type Candidate = Pick<Actor, 'roles' | 'nodes' | 'department'>;

/** The stages of a centre where only its assigned examiner acts: where an application waits on that examiner. */
export const assignedStagesOf = (centre: Centre): Stage[] => STAGES.filter((s) => STAGE_RULES[s].assignedOnly && STAGE_INFO[s].centre === centre);

export const isEligibleAssignee = (distribution: Stage, candidate: Candidate): boolean => {
  const { centre } = STAGE_INFO[distribution];
  if (STAGE_RULES[distribution].kind !== 'distribution') return false;
  return (
    candidate.roles.includes('examiner') &&
    candidate.department === CENTRE_DEPARTMENTS[centre] &&
    assignedStagesOf(centre).every((s) => candidate.nodes.includes(STAGE_INFO[s].node))
  );
};
