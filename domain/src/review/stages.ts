import type { Department, Node } from '../auth/roles.ts';
import { APPLY_STATUS, type ApplyStatus } from '../applications/status.ts';

/** The stages while status is 2 (DESIGN section 4), in review order. */
export const STAGES = [
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
] as const;
export type Stage = (typeof STAGES)[number];

export const isStage = (value: unknown): value is Stage => (STAGES as readonly unknown[]).includes(value);

/** The departments that own stages. Only the two centres with a distribution stage assign examiners. */
export const CENTRES = ['government', 'statute', 'risk', 'business'] as const;
export type Centre = (typeof CENTRES)[number];

export const CENTRE_DEPARTMENTS: Record<Centre, Department> = {
  government: '政务服务中心',
  statute: '法律合规中心',
  risk: '风控委员会',
  business: '招商服务部',
};

/**
 * A stage's one name: the menu, the queues, the steps bar, the review dialogs, the messages and the archive all
 * show this label, so staff and applicants meet the same word for the same step everywhere.
 */
export type StageInfo = { label: string; node: Node; centre: Centre };

export const STAGE_INFO: Record<Stage, StageInfo> = {
  gov_distribution: { label: '政务服务中心分发', node: 'government/distribution', centre: 'government' },
  gov_early: { label: '政务服务中心初审', node: 'government/early', centre: 'government' },
  gov_review: { label: '政务服务中心复审', node: 'government/review', centre: 'government' },
  statute_distribution: { label: '法律合规中心分发', node: 'statute/distribution', centre: 'statute' },
  statute_early: { label: '法律合规中心一审', node: 'statute/early', centre: 'statute' },
  statute_review: { label: '法律合规中心二审', node: 'statute/review', centre: 'statute' },
  risk: { label: '合规风控委员会审核', node: 'risk', centre: 'risk' },
  address: { label: '地址分配', node: 'address', centre: 'business' },
  approval: { label: '报备前预审', node: 'approval', centre: 'business' },
  approval_reported: { label: '预审已报备', node: 'approval/report', centre: 'business' },
  industry_name: { label: '名称核准', node: 'industry/index', centre: 'business' },
  industry_enroll: { label: '网上提交工商登记', node: 'industry/enroll', centre: 'business' },
  industry_send: { label: '寄送材料', node: 'industry/send', centre: 'business' },
  industry_postback: { label: '材料回寄确认', node: 'industry/postback', centre: 'business' },
  license: { label: '营业执照', node: 'industry/license', centre: 'business' },
};

/** The staff lists that are not stages: each lists one status. */
export const LIST_QUEUES = ['examine', 'rejection', 'nopassed'] as const;
export type ListQueue = (typeof LIST_QUEUES)[number];

export const LIST_QUEUE_INFO: Record<ListQueue, { label: string; node: Node; status: ApplyStatus }> = {
  examine: { label: '待受理申请', node: 'examine', status: APPLY_STATUS.submitted },
  rejection: { label: '驳回列表', node: 'rejection', status: APPLY_STATUS.returned },
  nopassed: { label: '不通过列表', node: 'nopassed', status: APPLY_STATUS.refused },
};

/** The `job` parameter of GET getAllApply: a stage or one of the three lists. */
export const QUEUE_JOBS = [...STAGES, ...LIST_QUEUES] as const;
export type QueueJob = (typeof QUEUE_JOBS)[number];

/** Spec section 2 gives /industry four page children (index, enroll, send, postback); the licence has its own index. */
const INDUSTRY_PAGES: readonly Node[] = ['industry/index', 'industry/enroll', 'industry/send', 'industry/postback'];

/**
 * The staff route path of a node (spec section 2): the node plus `/index`, except the pages of /industry, whose
 * nodes are their paths. The sidebar badges and the home page's queue links use it, so it must match the route table.
 */
export const routePathOf = (node: Node): string => (INDUSTRY_PAGES.includes(node) ? `/${node}` : `/${node}/index`);

export const isListQueue = (job: unknown): job is ListQueue => (LIST_QUEUES as readonly unknown[]).includes(job);

export const nodeOfJob = (job: QueueJob): Node => (isListQueue(job) ? LIST_QUEUE_INFO[job].node : STAGE_INFO[job].node);

/** The queue a staff node opens, if it opens one: a queue route's node names its queue. */
export const jobOfNode = (node: Node | undefined): QueueJob | undefined => QUEUE_JOBS.find((job) => nodeOfJob(job) === node);

export const jobLabel = (job: QueueJob): string => (isListQueue(job) ? LIST_QUEUE_INFO[job].label : STAGE_INFO[job].label);
