import { describe, expect, it } from 'vitest';
import { can, type Actor, type ReviewState } from './permission.ts';
import type { Stage } from './stages.ts';
import { submission, transition, WorkflowStateError } from './transition.ts';
import type { PathFacts } from './workflow.ts';

const staff = (uid: number, nodes: string[], department: string, job = '审核员'): Actor => ({
  uid,
  roles: ['examiner'],
  nodes,
  department,
  job,
});
const govChief = staff(2, ['examine', 'government/distribution'], '政务服务中心', '专员');
const gov1 = staff(11, ['government/early', 'government/review'], '政务服务中心');
const lawChief = staff(3, ['statute/distribution'], '法律合规中心', '专员');
const law1 = staff(21, ['statute/early', 'statute/review'], '法律合规中心');
const risk1 = staff(31, ['risk'], '风控委员会');
const biz = staff(
  41,
  ['address', 'approval', 'approval/report', 'industry/index', 'industry/enroll', 'industry/send', 'industry/postback', 'industry/license'],
  '招商服务部',
);
const applicant: Actor = { uid: 100, roles: ['editor'], nodes: [], department: '', job: '', userCompanyUnicodes: ['ENT-1'] };

const submitted = (facts: PathFacts): ReviewState => ({
  status: 1,
  stage: null,
  haltedAt: null,
  version: 1,
  unicodes: 'ENT-1',
  assignees: { government: null, statute: null },
  facts,
});

const responsible = (stage: Stage): Actor =>
  stage.startsWith('gov_')
    ? stage === 'gov_distribution'
      ? govChief
      : gov1
    : stage.startsWith('statute_')
      ? stage === 'statute_distribution'
        ? lawChief
        : law1
      : stage === 'risk'
        ? risk1
        : biz;

/** Drives an application from intake to the end, each step by the staff member who owns it. */
const walk = (facts: PathFacts): { visited: Stage[]; final: ReviewState } => {
  expect(can('startExamine', submitted(facts), govChief)).toEqual({ ok: true });
  let state = transition(submitted(facts), 'startExamine');
  const visited: Stage[] = [];
  while (state.status === 2 && state.stage) {
    const stage = state.stage;
    visited.push(stage);
    const actor = responsible(stage);
    if (stage.endsWith('_distribution')) {
      expect(can('assign', state, actor, stage)).toEqual({ ok: true });
      state = transition(state, 'assign', { examinerId: stage === 'gov_distribution' ? gov1.uid : law1.uid });
    } else {
      expect(can('pass', state, actor, stage)).toEqual({ ok: true });
      state = transition(state, 'pass');
    }
    expect(visited.length).toBeLessThan(20);
  }
  return { visited, final: state };
};

const FULL: Stage[] = [
  'gov_distribution',
  'gov_early',
  'gov_review',
  'statute_distribution',
  'statute_early',
  'statute_review',
  'risk',
  'address',
  'approval',
  'approval_reported',
  'industry_name',
  'industry_enroll',
  'industry_send',
  'industry_postback',
  'license',
];

describe('the whole path', () => {
  it('takes a new application through all fifteen stages to settled (6)', () => {
    const { visited, final } = walk({ category: 'manager', companyType: 'company', relocate: false });
    expect(visited).toEqual(FULL);
    expect(final).toMatchObject({ status: 6, stage: null, haltedAt: null, version: 1 });
    expect(final.assignees).toEqual({ government: 11, statute: 21 });
  });

  it('skips the name check for a relocated enterprise that keeps its name', () => {
    const { visited, final } = walk({ category: 'ownfund', companyType: 'company', relocate: true, renameOnMove: false });
    expect(visited).toEqual(FULL.filter((s) => s !== 'industry_name'));
    expect(final.status).toBe(6);
  });

  it('keeps the name check for a relocated enterprise that renames, or has not said', () => {
    expect(walk({ relocate: true, renameOnMove: true }).visited).toEqual(FULL);
    expect(walk({ relocate: true }).visited).toEqual(FULL);
  });

  it('ignores renameOnMove for a new enterprise', () => {
    expect(walk({ relocate: false, renameOnMove: false }).visited).toEqual(FULL);
  });
});

const at = (stage: Stage, facts: PathFacts = { relocate: false }): ReviewState => ({
  ...submitted(facts),
  status: 2,
  stage,
  assignees: { government: 11, statute: 21 },
});

describe('return, refuse, withdraw and resubmit', () => {
  it('returns with status 4, remembering the stage, and resubmission goes back there as version N+1', () => {
    const returned = transition(at('statute_review'), 'return');
    expect(returned).toMatchObject({ status: 4, stage: null, haltedAt: 'statute_review', version: 1 });
    expect(can('resubmit', returned, applicant)).toEqual({ ok: true });
    const again = transition(returned, 'resubmit');
    expect(again).toMatchObject({ status: 2, stage: 'statute_review', haltedAt: null, version: 2 });
    expect(again.assignees).toEqual({ government: 11, statute: 21 });
    expect(can('pass', again, law1, 'statute_review')).toEqual({ ok: true });
    expect(transition(transition(again, 'return'), 'resubmit').version).toBe(3);
  });

  it('refuses with status 5, remembering the stage, and then nothing moves it', () => {
    const refused = transition(at('risk'), 'refuse');
    expect(refused).toMatchObject({ status: 5, stage: null, haltedAt: 'risk' });
    expect(() => transition(refused, 'resubmit')).toThrow(WorkflowStateError);
    expect(can('resubmit', refused, applicant)).toMatchObject({ reason: 'conflict' });
  });

  it('returns from a record stage where the applicant can fix the cause', () => {
    expect(transition(at('industry_postback'), 'return')).toMatchObject({ status: 4, haltedAt: 'industry_postback' });
    expect(() => transition(at('address'), 'return')).toThrow(WorkflowStateError);
  });

  it('resumes at the next stage when the correction took the returning stage off the path', () => {
    const returned = transition(at('industry_name', { relocate: true, renameOnMove: true }), 'return');
    const kept = { ...returned, facts: { relocate: true, renameOnMove: false } };
    expect(transition(kept, 'resubmit')).toMatchObject({ status: 2, stage: 'industry_enroll' });
  });

  it("submits a draft as version 1 waiting for intake and a returned application as the workflow's resubmit", () => {
    const draft = { ...submitted({ relocate: false }), status: 0 as const, version: 0 };
    expect(submission(draft)).toEqual({ action: 'submit', next: { ...draft, status: 1, version: 1 } });
    const returned = transition(at('gov_review'), 'return');
    expect(submission(returned)).toEqual({ action: 'resubmit', next: transition(returned, 'resubmit') });
    for (const status of [1, 2, 3, 5, 6] as const) {
      expect(() => submission({ ...at('gov_review'), status, stage: null })).toThrow(WorkflowStateError);
    }
  });

  it('withdraws to 3 from submitted, in review and returned', () => {
    expect(transition(submitted({ relocate: false }), 'withdraw')).toMatchObject({ status: 3, stage: null, haltedAt: null });
    expect(transition(at('gov_early'), 'withdraw')).toMatchObject({ status: 3, stage: null, haltedAt: 'gov_early' });
    const returned = transition(at('gov_review'), 'return');
    expect(transition(returned, 'withdraw')).toMatchObject({ status: 3, haltedAt: 'gov_review' });
  });

  it('refuses transitions the state does not allow', () => {
    expect(() => transition(submitted({ relocate: false }), 'pass')).toThrow(WorkflowStateError);
    expect(() => transition(at('gov_early'), 'assign', { examinerId: 5 })).toThrow(WorkflowStateError);
    expect(() => transition(at('gov_early'), 'startExamine')).toThrow(WorkflowStateError);
    expect(() => transition({ ...at('gov_early'), status: 6, stage: null }, 'withdraw')).toThrow(WorkflowStateError);
  });

  it('records the examiner of each centre at its distribution stage', () => {
    const s = transition(at('statute_distribution'), 'assign', { examinerId: 99 });
    expect(s).toMatchObject({ stage: 'statute_early', assignees: { government: 11, statute: 99 } });
  });
});
