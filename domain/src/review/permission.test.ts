import { describe, expect, it } from 'vitest';
import type { ApplyStatus } from '../applications/status.ts';
import { ACTIONS, type Action } from './actions.ts';
import { allowedActions, can, isEligibleAssignee, type Actor, type ReviewState } from './permission.ts';
import { STAGES, type Stage } from './stages.ts';

/**
 * Every (status, stage, action, actor) case against an expectation written out by hand from DESIGN
 * section 4 and the decisions in workflow.ts, not derived from the workflow tables.
 */

const ACTORS = {
  admin: { uid: 1, roles: ['admin'], nodes: [], department: '', job: '' },
  govChief: {
    uid: 2,
    roles: ['examiner'],
    nodes: ['examine', 'government/distribution', 'government/early', 'government/review'],
    department: '政务服务中心',
    job: '专员',
  },
  govAssigned: {
    uid: 11,
    roles: ['examiner'],
    nodes: ['government/early', 'government/review'],
    department: '政务服务中心',
    job: '审核员',
  },
  govOther: {
    uid: 12,
    roles: ['examiner'],
    nodes: ['government/early', 'government/review'],
    department: '政务服务中心',
    job: '审核员',
  },
  lawChief: {
    uid: 3,
    roles: ['examiner'],
    nodes: ['statute/distribution', 'statute/early', 'statute/review'],
    department: '法律合规中心',
    job: '专员',
  },
  lawAssigned: {
    uid: 21,
    roles: ['examiner'],
    nodes: ['statute/early', 'statute/review'],
    department: '法律合规中心',
    job: '审核员',
  },
  riskExaminer: { uid: 31, roles: ['examiner'], nodes: ['risk'], department: '风控委员会', job: '审核员' },
  biz: {
    uid: 41,
    roles: ['examiner'],
    nodes: [
      'address',
      'approval',
      'approval/report',
      'industry/index',
      'industry/enroll',
      'industry/send',
      'industry/postback',
      'industry/license',
    ],
    department: '招商服务部',
    job: '审核员',
  },
  applicant: { uid: 100, roles: ['editor'], nodes: [], department: '', job: '', userCompanyUnicodes: ['ENT-1'] },
  strangerApplicant: { uid: 101, roles: ['editor'], nodes: [], department: '', job: '', userCompanyUnicodes: ['ENT-2'] },
} satisfies Record<string, Actor>;
type ActorName = keyof typeof ACTORS;
const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];
const STAFF: ActorName[] = ['admin', 'govChief', 'govAssigned', 'govOther', 'lawChief', 'lawAssigned', 'riskExaminer', 'biz'];

/** Actions each actor may take in some state of ENT-1's application. */
const PARTY_TO: Record<ActorName, Action[]> = {
  admin: ['startExamine', 'assign', 'pass', 'return', 'refuse', 'withdraw', 'packQApply', 'echoMaterialApply', 'updateColumn'],
  govChief: ['startExamine', 'assign', 'pass', 'return', 'refuse', 'withdraw', 'packQApply', 'updateColumn'],
  govAssigned: ['pass', 'return', 'refuse', 'packQApply', 'updateColumn'],
  govOther: ['pass', 'return', 'refuse', 'packQApply', 'updateColumn'],
  lawChief: ['assign', 'pass', 'return', 'refuse', 'packQApply', 'updateColumn'],
  lawAssigned: ['pass', 'return', 'refuse', 'packQApply', 'updateColumn'],
  riskExaminer: ['pass', 'return', 'refuse', 'packQApply', 'updateColumn'],
  biz: ['pass', 'return', 'refuse', 'echoMaterialApply', 'packQApply', 'updateColumn'],
  applicant: ['withdraw', 'resubmit'],
  strangerApplicant: [],
};

/** Buttons of each stage (updateColumn is everywhere). */
const OFFERED: Record<Stage, Action[]> = {
  gov_distribution: ['assign'],
  gov_early: ['pass', 'return', 'refuse'],
  gov_review: ['pass', 'return', 'refuse'],
  statute_distribution: ['assign'],
  statute_early: ['pass', 'return', 'refuse'],
  statute_review: ['pass', 'return', 'refuse'],
  risk: ['pass', 'return', 'refuse'],
  address: ['pass'],
  approval: ['pass', 'return'],
  approval_reported: ['pass', 'return', 'refuse'],
  industry_name: ['pass', 'return'],
  industry_enroll: ['pass', 'return'],
  industry_send: ['pass'],
  industry_postback: ['pass', 'return', 'echoMaterialApply'],
  license: ['pass'],
};

/** Who acts at each stage of an application assigned to govAssigned and lawAssigned. */
const BIZ_STAGE: ActorName[] = ['admin', 'biz'];
const ACTS_AT: Record<Stage, ActorName[]> = {
  gov_distribution: ['admin', 'govChief'],
  gov_early: ['admin', 'govAssigned'],
  gov_review: ['admin', 'govAssigned'],
  statute_distribution: ['admin', 'lawChief'],
  statute_early: ['admin', 'lawAssigned'],
  statute_review: ['admin', 'lawAssigned'],
  risk: ['admin', 'riskExaminer'],
  address: BIZ_STAGE,
  approval: BIZ_STAGE,
  approval_reported: BIZ_STAGE,
  industry_name: BIZ_STAGE,
  industry_enroll: BIZ_STAGE,
  industry_send: BIZ_STAGE,
  industry_postback: BIZ_STAGE,
  license: BIZ_STAGE,
};

const STAGE_ACTIONS: Action[] = ['assign', 'pass', 'return', 'refuse', 'echoMaterialApply', 'updateColumn'];

/** Outside review: which actor may take which action in each status. */
const OK_OUTSIDE_REVIEW: Record<0 | 1 | 3 | 4 | 5 | 6, Partial<Record<Action, ActorName[]>>> = {
  0: {},
  1: { startExamine: ['admin', 'govChief'], withdraw: ['admin', 'govChief', 'applicant'], packQApply: STAFF },
  3: { packQApply: STAFF },
  4: { withdraw: ['applicant'], resubmit: ['applicant'], packQApply: STAFF },
  5: { packQApply: STAFF },
  6: { packQApply: STAFF },
};

type Outcome = 'ok' | 'forbidden' | 'conflict';

const expected = (status: number, stage: Stage | null, action: Action, actor: ActorName): Outcome => {
  if (!PARTY_TO[actor].includes(action)) return 'forbidden';
  if (status !== 2 || stage === null) {
    return OK_OUTSIDE_REVIEW[status as 0 | 1 | 3 | 4 | 5 | 6][action]?.includes(actor) ? 'ok' : 'conflict';
  }
  if (action === 'packQApply') return 'ok';
  if (action === 'withdraw') return ['admin', 'govChief'].includes(actor) ? 'ok' : 'conflict';
  if (!STAGE_ACTIONS.includes(action)) return 'conflict';
  const offered = action === 'updateColumn' || OFFERED[stage].includes(action);
  return offered && ACTS_AT[stage].includes(actor) ? 'ok' : 'forbidden';
};

const apply = (status: ApplyStatus, stage: Stage | null): ReviewState => ({
  status,
  stage,
  haltedAt: status === 4 || status === 5 ? 'gov_review' : null,
  version: 1,
  unicodes: 'ENT-1',
  assignees: { government: 11, statute: 21 },
  facts: { relocate: false },
});

const outcome = (status: ApplyStatus, stage: Stage | null, action: Action, actor: ActorName): Outcome => {
  const d = can(action, apply(status, stage), ACTORS[actor]);
  return d.ok ? 'ok' : d.reason;
};

const inReviewCases = STAGES.flatMap((stage) =>
  ACTIONS.flatMap((action) =>
    ACTOR_NAMES.map((actor) => ({ stage, action, actor, want: expected(2, stage, action, actor) })),
  ),
);

describe('can: in review, every stage × action × actor', () => {
  it.each(inReviewCases)('$stage $action by $actor → $want', ({ stage, action, actor, want }) => {
    expect(outcome(2, stage, action, actor)).toBe(want);
  });

  it('covers legal and illegal cases of every kind', () => {
    const count = (w: Outcome) => inReviewCases.filter((c) => c.want === w).length;
    expect(inReviewCases).toHaveLength(15 * 10 * 10);
    expect(count('ok')).toBeGreaterThan(100);
    expect(count('forbidden')).toBeGreaterThan(500);
    expect(count('conflict')).toBeGreaterThan(30);
  });
});

const outsideCases = ([0, 1, 3, 4, 5, 6] as const).flatMap((status) =>
  ACTIONS.flatMap((action) =>
    ACTOR_NAMES.map((actor) => ({ status, action, actor, want: expected(status, null, action, actor) })),
  ),
);

describe('can: outside review, every status × action × actor', () => {
  it.each(outsideCases)('status $status $action by $actor → $want', ({ status, action, actor, want }) => {
    expect(outcome(status, null, action, actor)).toBe(want);
  });
});

describe('allowedActions', () => {
  it.each(STAGES.flatMap((stage) => ACTOR_NAMES.map((actor) => ({ stage, actor }))))(
    'at $stage for $actor lists exactly the ok actions',
    ({ stage, actor }) => {
      const want = ACTIONS.filter((a) => expected(2, stage, a, actor) === 'ok');
      expect(allowedActions(apply(2, stage), ACTORS[actor])).toEqual(want);
    },
  );

  it('gives the service-centre examiner nothing to do at the legal centre, and the applicant nothing in review', () => {
    expect(allowedActions(apply(2, 'statute_early'), ACTORS.govAssigned)).toEqual(['packQApply']);
    expect(allowedActions(apply(2, 'gov_early'), ACTORS.applicant)).toEqual([]);
  });
});

describe('can: stale and mistaken requests', () => {
  it('is a conflict when the application left the stage the caller saw', () => {
    const d = can('pass', apply(2, 'gov_review'), ACTORS.govAssigned, 'gov_early');
    expect(d).toMatchObject({ ok: false, reason: 'conflict' });
    expect(d.ok || d.message).toContain('政务服务中心复审');
  });

  it('is a conflict when another chief already assigned it', () => {
    expect(can('assign', apply(2, 'gov_early'), ACTORS.govChief, 'gov_distribution')).toMatchObject({ reason: 'conflict' });
  });

  it('is a conflict when the application was returned meanwhile', () => {
    expect(can('refuse', apply(4, null), ACTORS.riskExaminer, 'risk')).toMatchObject({ reason: 'conflict' });
  });

  it('is forbidden to claim a stage one has no say at, wherever the application is', () => {
    expect(can('pass', apply(2, 'statute_early'), ACTORS.riskExaminer, 'gov_early')).toMatchObject({ reason: 'forbidden' });
  });

  it('is fine when the stage seen is the stage it is in', () => {
    expect(can('pass', apply(2, 'risk'), ACTORS.riskExaminer, 'risk')).toEqual({ ok: true });
  });

  it('explains every refusal in Chinese', () => {
    const denials = [...inReviewCases, ...outsideCases.map((c) => ({ ...c, stage: null }))]
      .map((c) => can(c.action, apply('status' in c ? c.status : 2, c.stage), ACTORS[c.actor]))
      .filter((d) => !d.ok);
    for (const d of denials) expect(d.ok || d.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('assignment rules', () => {
  it('lets only the assigned examiner of the centre act, and follows the assignment', () => {
    const reassigned = { ...apply(2, 'gov_early'), assignees: { government: 12, statute: 21 } };
    expect(can('pass', reassigned, ACTORS.govOther)).toEqual({ ok: true });
    expect(can('pass', reassigned, ACTORS.govAssigned)).toMatchObject({ reason: 'forbidden' });
  });

  it('needs the chief for distribution even with the distribution node', () => {
    const deputy = { ...ACTORS.govAssigned, nodes: [...ACTORS.govAssigned.nodes, 'government/distribution'] };
    expect(can('assign', apply(2, 'gov_distribution'), deputy)).toMatchObject({ reason: 'forbidden' });
  });

  it('takes as assignee an examiner of the centre holding both of its review nodes', () => {
    expect(isEligibleAssignee('gov_distribution', ACTORS.govOther)).toBe(true);
    expect(isEligibleAssignee('statute_distribution', ACTORS.lawAssigned)).toBe(true);
    expect(isEligibleAssignee('statute_distribution', ACTORS.govOther)).toBe(false);
    expect(isEligibleAssignee('gov_distribution', { ...ACTORS.govOther, nodes: ['government/early'] })).toBe(false);
    expect(isEligibleAssignee('gov_distribution', ACTORS.applicant)).toBe(false);
    expect(isEligibleAssignee('gov_early', ACTORS.govOther)).toBe(false);
  });
});
