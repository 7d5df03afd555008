import { describe, expect, it } from 'vitest';
import type { Actor } from './permission.ts';
import { mayOpenQueue, queueOf, zQueueJob } from './queues.ts';
import { QUEUE_JOBS, routePathOf, STAGE_INFO, STAGES, LIST_QUEUE_INFO, isListQueue } from './stages.ts';
import { DISTRIBUTION_STAGES, distributionStageOf, isDistributionStage } from './workflow.ts';
import { stepsOf } from './steps.ts';

const examiner = (uid: number, nodes: string[], department: string, job = '审核员'): Actor => ({
  uid,
  roles: ['examiner'],
  nodes,
  department,
  job,
});
const gov1 = examiner(11, ['government/early', 'government/review'], '政务服务中心');
const govChief = examiner(2, ['government/distribution', 'government/early'], '政务服务中心', '专员');
const lawChief = examiner(3, ['statute/early'], '法律合规中心', '专员');
const risk1 = examiner(31, ['risk', 'rejection'], '风控委员会');
const admin: Actor = { uid: 1, roles: ['admin'], nodes: [], department: '', job: '' };

describe('staff route paths (spec section 2)', () => {
  it('gives every queue the page of the route table (/industry has four page children, spec section 2)', () => {
    const paths = QUEUE_JOBS.map((j) => routePathOf(isListQueue(j) ? LIST_QUEUE_INFO[j].node : STAGE_INFO[j].node));
    expect(paths).toEqual([
      '/government/distribution/index',
      '/government/early/index',
      '/government/review/index',
      '/statute/distribution/index',
      '/statute/early/index',
      '/statute/review/index',
      '/risk/index',
      '/address/index',
      '/approval/index',
      '/approval/report/index',
      '/industry/index',
      '/industry/enroll',
      '/industry/send',
      '/industry/postback',
      '/industry/license/index',
      '/examine/index',
      '/rejection/index',
      '/nopassed/index',
    ]);
  });
});

describe('queueOf', () => {
  it.each([
    ['examine', 1],
    ['rejection', 4],
    ['nopassed', 5],
  ] as const)('lists status of %s', (job, status) => {
    expect(queueOf(job, admin)).toEqual({ status, stage: null, assignee: null, node: job });
  });

  it('lists a stage in review', () => {
    expect(queueOf('industry_name')).toEqual({ status: 2, stage: 'industry_name', assignee: null, node: 'industry/index' });
    expect(queueOf('risk', risk1).assignee).toBeNull();
  });

  it('shows an examiner only their own applications in an assigned stage; chiefs and admin see all', () => {
    expect(queueOf('gov_early', gov1).assignee).toEqual({ centre: 'government', uid: 11 });
    expect(queueOf('gov_early', govChief).assignee).toBeNull();
    expect(queueOf('statute_early', lawChief).assignee).toBeNull();
    expect(queueOf('statute_review', admin).assignee).toBeNull();
    expect(queueOf('gov_distribution', gov1).assignee).toBeNull();
  });

  it('parses the job parameter', () => {
    expect(zQueueJob.parse('approval_reported')).toBe('approval_reported');
    expect(zQueueJob.safeParse('industry').error?.issues[0]?.message).toBe('未知的审核队列');
  });

  it('opens a queue by node, or for admin', () => {
    expect(mayOpenQueue('risk', risk1)).toBe(true);
    expect(mayOpenQueue('rejection', risk1)).toBe(true);
    expect(mayOpenQueue('nopassed', risk1)).toBe(false);
    expect(mayOpenQueue('license', admin)).toBe(true);
  });
});

describe('stepsOf', () => {
  const newType = { relocate: false };
  const kept = { relocate: true, renameOnMove: false };

  it('lists submission, intake, the path and settlement', () => {
    const { steps } = stepsOf(newType, { status: 0, stage: null, haltedAt: null });
    expect(steps).toHaveLength(18);
    expect(steps[0]).toEqual({ key: 'submit', title: '提交申请' });
    expect(steps[12]).toEqual({ key: 'industry_name', title: '名称核准' });
    expect(steps[17]).toEqual({ key: 'settled', title: '入驻完成' });
    expect(stepsOf(kept, { status: 0, stage: null, haltedAt: null }).steps.map((s) => s.key)).not.toContain('industry_name');
  });

  it.each([
    [{ status: 0, stage: null, haltedAt: null }, 0, 'process'],
    [{ status: 1, stage: null, haltedAt: null }, 1, 'process'],
    [{ status: 2, stage: 'gov_distribution', haltedAt: null }, 2, 'process'],
    [{ status: 2, stage: 'risk', haltedAt: null }, 8, 'process'],
    [{ status: 2, stage: 'industry_enroll', haltedAt: null }, 13, 'process'],
    [{ status: 4, stage: null, haltedAt: 'statute_early' }, 6, 'error'],
    [{ status: 5, stage: null, haltedAt: 'risk' }, 8, 'error'],
    [{ status: 3, stage: null, haltedAt: null }, 1, 'wait'],
    [{ status: 6, stage: null, haltedAt: null }, 17, 'finish'],
  ] as const)('new type at %o is step %i (%s)', (position, current, status) => {
    expect(stepsOf(newType, position)).toMatchObject({ current, status });
  });

  it('counts without the name check for a relocated enterprise keeping its name', () => {
    expect(stepsOf(kept, { status: 2, stage: 'industry_enroll', haltedAt: null }).current).toBe(12);
    expect(stepsOf(kept, { status: 6, stage: null, haltedAt: null }).current).toBe(16);
  });
});

describe('stage tables', () => {
  it('gives every stage one distinct Chinese name, the spec English names rendered once (服务中心分发, 一审, 报备前预审)', () => {
    const labels = STAGES.map((s) => STAGE_INFO[s].label);
    expect(new Set(labels).size).toBe(STAGES.length);
    for (const label of labels) expect(label).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(STAGE_INFO.gov_distribution.label).toBe('政务服务中心分发');
    expect(STAGE_INFO.statute_early.label).toBe('法律合规中心一审');
    expect(STAGE_INFO.approval.label).toBe('报备前预审');
  });

  it('derives the distribution stages from the stage rules, one per assigning centre', () => {
    expect(DISTRIBUTION_STAGES).toEqual(['gov_distribution', 'statute_distribution']);
    expect(STAGES.filter(isDistributionStage)).toEqual(DISTRIBUTION_STAGES);
    expect(distributionStageOf('法律合规中心')).toBe('statute_distribution');
    expect(distributionStageOf('政务服务中心')).toBe('gov_distribution');
    expect(distributionStageOf('招商服务部')).toBe('gov_distribution');
  });
});
