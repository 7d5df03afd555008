import { describe, expect, it } from 'vitest';
import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';
import { noteOf, subjectType } from '../review/opinion-note.ts';
import type { Assignees } from '../review/permission.ts';
import type { Stage } from '../review/stages.ts';
import { workflowMessages, type WorkflowEvent, type WorkflowEventAction } from './workflow-messages.ts';

const APPLICANT = 100;
const GOV = 11;
const LAW = 21;
const apply = { id: 7, name: '杭州甲私募基金管理有限公司', applicantId: APPLICANT };
const none: Assignees = { government: null, statute: null };
const both: Assignees = { government: GOV, statute: LAW };
const returnNote = noteOf('return', { items: '企业名称', reason: '与已登记名称近似', other: '' });
const refuseNote = noteOf('refuse', { items: '股东资格', reason: '股东存在失信记录', other: '请知悉' });

const event = (
  action: WorkflowEventAction,
  stage: Stage | null,
  next: { status: ApplyStatus; stage: Stage | null; assignees?: Assignees },
  note?: string,
): WorkflowEvent => ({ action, apply, stage, next: { assignees: both, ...next }, ...(note !== undefined ? { note } : {}) });

const { submitted, inReview, withdrawn, returned, refused, settled } = APPLY_STATUS;

/** [case, event, expected messages as receiver / genre / subject / a piece of the body]. */
const CASES: [string, WorkflowEvent, [number, 'hub' | 'flow', string, string][]][] = [
  ['first submission', event('submit', null, { status: submitted, stage: null, assignees: none }), [[APPLICANT, 'hub', '您的申请已提交', '请等待受理']]],
  ['intake', event('startExamine', null, { status: inReview, stage: 'gov_distribution', assignees: none }), [[APPLICANT, 'hub', '您的申请已受理', '政务服务中心分发']]],
  [
    'distribution in the service centre',
    event('assign', 'gov_distribution', { status: inReview, stage: 'gov_early', assignees: { government: GOV, statute: null } }),
    [
      [APPLICANT, 'hub', '您的申请“杭州甲私募基金管理有限公司”已分配审核人员', '政务服务中心初审'],
      [GOV, 'flow', '您有新的待审核申请“杭州甲私募基金管理有限公司”', '已分配给您'],
    ],
  ],
  [
    'distribution in the legal centre goes to its examiner',
    event('assign', 'statute_distribution', { status: inReview, stage: 'statute_early' }),
    [
      [APPLICANT, 'hub', '您的申请“杭州甲私募基金管理有限公司”已分配审核人员', '法律合规中心一审'],
      [LAW, 'flow', '您有新的待审核申请“杭州甲私募基金管理有限公司”', '法律合规中心一审'],
    ],
  ],
  [
    'a passed stage names it and the next',
    event('pass', 'risk', { status: inReview, stage: 'address' }),
    [[APPLICANT, 'hub', '您的申请已通过“合规风控委员会审核”环节', '进入“地址分配”环节']],
  ],
  ['the licence settles', event('pass', 'license', { status: settled, stage: null }), [[APPLICANT, 'hub', '您的申请已办结，营业执照已核发', '营业执照已核发']]],
  ['a return', event('return', 'gov_review', { status: returned, stage: null }, returnNote), [[APPLICANT, 'hub', '您的申请“杭州甲私募基金管理有限公司”在“政务服务中心复审”环节被驳回', returnNote]]],
  ['a refusal', event('refuse', 'gov_early', { status: refused, stage: null }, refuseNote), [[APPLICANT, 'hub', '您的申请“杭州甲私募基金管理有限公司”在“政务服务中心初审”环节审核不通过', refuseNote]]],
  ['a withdrawal', event('withdraw', null, { status: withdrawn, stage: null }), [[APPLICANT, 'hub', '您的申请已撤回', '已撤回']]],
  [
    'a resubmission to an assigned stage tells its examiner too',
    event('resubmit', null, { status: inReview, stage: 'statute_review' }),
    [
      [APPLICANT, 'hub', '您的申请已重新提交', '法律合规中心二审'],
      [LAW, 'flow', '您有新的待审核申请“杭州甲私募基金管理有限公司”', '重新提交'],
    ],
  ],
  ['a resubmission to an unassigned stage tells the applicant only', event('resubmit', null, { status: inReview, stage: 'approval' }), [[APPLICANT, 'hub', '您的申请已重新提交', '报备前预审']]],
];

describe('workflowMessages', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    const messages = workflowMessages(input);
    expect(messages.map((m) => [m.receiverId, m.genre, m.subject])).toEqual(expected.map(([receiver, genre, subject]) => [receiver, genre, subject]));
    messages.forEach((m, i) => {
      expect(m.body).toContain(expected[i]?.[3]);
      expect(m.applyId).toBe(apply.id);
    });
  });

  it('names the application in every body but the opinion notes', () => {
    for (const [, input] of CASES) {
      for (const m of workflowMessages(input)) {
        if (input.action !== 'return' && input.action !== 'refuse') expect(m.body).toContain(apply.name);
      }
    }
  });

  it('names the application in the subjects of returns, refusals and assignments', () => {
    for (const [, input] of CASES) {
      if (!['return', 'refuse', 'assign'].includes(input.action)) continue;
      for (const m of workflowMessages(input)) expect(m.subject).toContain(`“${apply.name}”`);
    }
  });

  it('puts 驳回 only in a return subject and 不通过 only in a refusal subject', () => {
    for (const [, input] of CASES) {
      const expected = input.action === 'return' || input.action === 'refuse' ? input.action : null;
      for (const m of workflowMessages(input)) expect(subjectType(m.subject)).toBe(expected);
    }
  });

  it('sends no examiner message when the distributed stage has nobody assigned', () => {
    const messages = workflowMessages(event('assign', 'gov_distribution', { status: inReview, stage: 'gov_early', assignees: none }));
    expect(messages.map((m) => m.receiverId)).toEqual([APPLICANT]);
  });
});
