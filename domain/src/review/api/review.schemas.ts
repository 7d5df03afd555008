import { z } from 'zod';
import { defineCall } from '../../api/contract.ts';
import { envelope } from '../../api/envelope.ts';
import { zWireInt } from '../../api/wire-values.ts';
import {
  ZApply,
  ZApplyReadRequest,
  ZAttachmentResponse,
  ZApplyRef,
  zApplyId,
  zCategory,
  zCompanyType,
} from '../../applications/api/apply.schemas.ts';
import { ATTACHMENTS } from '../../applications/attachments.ts';
import { zApplyStatus } from '../../applications/status.schema.ts';
import { zUnicodes } from '../../applications/unicodes.ts';
import { DEPARTMENTS } from '../../auth/roles.ts';
import { ACTIONS, UPDATE_COLUMNS } from '../actions.ts';
import { zAssignInput, zNoteActionInput, zPassInput } from '../action-inputs.ts';
import { zPostbackRecord } from '../stage-results.ts';
import { STAGES } from '../stages.ts';
import { DISTRIBUTION_STAGES } from '../workflow.ts';
import { CLOCK_STAGES } from '../../time-limits/limits.ts';
import { REVIEW_MESSAGES } from '../review-messages.ts';
import { actionCall, QUEUE_CALLS, REVIEW_TAG, ZAllowedActionsQuery, ZStaffUser } from './queue.calls.ts';

export type { TStaffUser } from './queue.calls.ts';

/**
 * Request and response schemas of the review workflow's calls (spec section 7, DESIGN section 2): the
 * actions on an application, its flow records and opinions, the version compares and the staff lookups.
 * The server validates and serializes with them; the web's review feature codes against the same types.
 */

const zTimestamp = () => z.string().describe('ISO 8601');
const zRow = () => z.record(z.string(), z.unknown());

/* ----- what the calls answer ----- */

/** One step of an application's history: a transition or a side action, with who did it and what they recorded. */
export const ZFlowRecord = z.object({
  id: z.number().int(),
  apply: z.number().int(),
  /** The frozen version the action was taken on (0 before the first submission). */
  version: z.number().int(),
  action: z.enum(ACTIONS),
  /** The stage the action was taken at; null outside review (intake, withdrawal before review, resubmission). */
  stage: z.enum(STAGES).nullable(),
  /** Where the application stood afterwards. */
  status: zApplyStatus(),
  toStage: z.enum(STAGES).nullable(),
  actorId: z.number().int(),
  actorName: z.string(),
  opinion: z.string(),
  /** The 驳回 or 不通过 note (domain opinion-note) of a return or refusal. */
  note: z.string().nullable(),
  /** What the stage recorded (domain stage-results), the assignment, the receipt or the changed column. */
  result: zRow().nullable(),
  at: zTimestamp(),
});
export type TFlowRecord = z.infer<typeof ZFlowRecord>;

/** domain steps.ts Steps: the steps bar of an application. */
export const ZSteps = z.object({
  steps: z.array(z.object({ key: z.string(), title: z.string() })),
  current: z.number().int(),
  status: z.enum(['wait', 'process', 'finish', 'error']),
});

export const ZStaffRef = z.object({ id: z.number().int(), name: z.string() });

/** An application as a reviewer opens it: the buttons the workflow allows this caller, the steps bar, who is assigned. */
export const ZReviewState = z.object({
  apply: ZApply,
  actions: z.array(z.enum(ACTIONS)),
  steps: ZSteps,
  assignees: z.object({ government: ZStaffRef.nullable(), statute: ZStaffRef.nullable() }),
  /** What each stage recorded so far, by stage (FORMS.md section 4). */
  stageRecords: zRow(),
  /** domain StageFacts: what the stage rules compare a result with (first submission, materials sent). */
  stageFacts: z.object({ submittedOn: z.string().nullable(), sentOn: z.string().nullable() }),
});
export type TReviewState = z.infer<typeof ZReviewState>;

/** The allowed actions of each application of a queue page, for its row buttons. */
export const ZAllowedActions = z.array(z.object({ apply: z.number().int(), actions: z.array(z.enum(ACTIONS)) }));
export type TAllowedActions = z.infer<typeof ZAllowedActions>;

export const ZRecentStep = z.object({ apply: z.number().int(), steps: ZSteps, record: ZFlowRecord.nullable() });
export type TRecentStep = z.infer<typeof ZRecentStep>;

/** uniShowFlow: every application of an enterprise (newest first) with its steps and history. */
export const ZEnterpriseFlow = z.array(z.object({ apply: ZApply, steps: ZSteps, records: z.array(ZFlowRecord) }));
export type TEnterpriseFlow = z.infer<typeof ZEnterpriseFlow>;

/** domain opinion-note OpinionRecord. */
export const ZOpinionRecord = z.object({
  id: z.number().int(),
  subject: z.string(),
  project: z.string(),
  reason: z.string(),
  note: z.string(),
});
export type TOpinionRecord = z.infer<typeof ZOpinionRecord>;

/** getOpinions keeps the original codes (DESIGN section 2): '0' with the records, newest first, or '404' and none. */
export const ZOpinionsResponse = z.object({
  code: z.literal(['0', '404']),
  message: z.string(),
  data: z.array(ZOpinionRecord),
});
export type TOpinionsResponse = z.infer<typeof ZOpinionsResponse>;

/* domain version-diff.ts, on the wire. */
const ZFieldChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
const ZRowChange = z.object({
  key: z.union([z.string(), z.number()]),
  before: zRow(),
  after: zRow(),
  fields: z.array(ZFieldChange),
});
const ZListDiff = z.object({
  path: z.string(),
  keyedBy: z.string().nullable(),
  added: z.array(zRow()),
  removed: z.array(zRow()),
  changed: z.array(ZRowChange),
});
export const ZSectionDiff = z.object({
  section: z.string(),
  fields: z.array(ZFieldChange),
  lists: z.array(ZListDiff),
  size: z.number().int(),
});
export const ZVersionDiff = z.object({
  sections: z.array(ZSectionDiff),
  sizes: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type TSectionDiff = z.infer<typeof ZSectionDiff>;
export type TVersionDiff = z.infer<typeof ZVersionDiff>;

/** domain attachment-diff.ts, on the wire: a file of a frozen version as the compare names it. */
const ZVersionFile = z.object({
  id: z.number().int(),
  section: z.string(),
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export const ZAttachmentDiff = z.object({
  added: z.array(ZVersionFile),
  removed: z.array(ZVersionFile),
  /** Same section and key, other content (sha256). */
  replaced: z.array(z.object({ before: ZVersionFile, after: ZVersionFile })),
  unchanged: z.array(ZVersionFile),
  size: z.number().int(),
});
export type TAttachmentDiff = z.infer<typeof ZAttachmentDiff>;

/**
 * A compare call's answer: version `version` against `against` (the one the caller named, else version - 1), the
 * sections' diff and the files' (those of the compared sections). A first version compared with nothing has
 * `against` null and no changes.
 */
export const ZCompareResult = z.object({
  id: z.number().int(),
  unicodes: z.string(),
  version: z.number().int(),
  against: z.number().int().nullable(),
  diff: ZVersionDiff,
  attachments: ZAttachmentDiff,
});
export type TCompareResult = z.infer<typeof ZCompareResult>;

/** getExecutivesChangeInfo and getCapitalChangeInfo: the one section's diff (rows added, removed, changed). */
export const ZChangeInfo = z.object({
  id: z.number().int(),
  unicodes: z.string(),
  version: z.number().int(),
  against: z.number().int().nullable(),
  diff: ZSectionDiff,
});
export type TChangeInfo = z.infer<typeof ZChangeInfo>;

/** A candidate of a distribution stage, with how many applications already wait on them (to spread the load). */
export const ZExaminerCandidate = ZStaffUser.extend({ inReview: z.number().int() });
export type TExaminerCandidate = z.infer<typeof ZExaminerCandidate>;

/**
 * An eligible examiner's load as the chief's distribution dialog shows it (issue 14): the applications waiting on
 * them at their centre's assigned stages and how many of those are overdue, the average working time of the stage
 * visits they completed (null before their first), and whether the portal suggests them (domain suggestExaminer).
 */
export const ZExaminerLoad = ZStaffUser.extend({
  open: z.number().int(),
  overdue: z.number().int(),
  averageMs: z.number().int().nullable(),
  suggested: z.boolean(),
});
export type TExaminerLoad = z.infer<typeof ZExaminerLoad>;
/** A file as the timeline names it: where it sits on the form, its name, size and fingerprint. */
const ZTimelineFile = z.object({ section: z.string(), key: z.string(), name: z.string(), size: z.number().int(), sha256: z.string() });
export type TTimelineFile = z.infer<typeof ZTimelineFile>;

/**
 * What the audit log keeps of a takeover (action review_takeover, domain review/presence.ts): the stage and the
 * version taken over, and from whom. Written by the claim, read back by the timeline.
 */
export const ZTakeoverDetail = z.object({ stage: z.enum(STAGES), version: z.number().int(), from: ZStaffRef });
export type TTakeoverDetail = z.infer<typeof ZTakeoverDetail>;

const timelineEntry = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), key: z.string(), at: zTimestamp(), actor: ZStaffRef.nullable(), ...shape });

/**
 * One line of an application's timeline (domain review/timeline.ts), oldest first: a submission (version 1; later
 * versions are resubmit flow records), a flow record, a hand-off (an assignment, with whom it went to), a takeover
 * (staff only: who took the examination of a stage over from whom), a file uploaded, removed or replaced, a message
 * sent, and the stage clock pausing or resuming. `actor` is who acted; a message's is null (the system sends it, on
 * the step of the same instant).
 */
export const ZTimelineEntry = z.discriminatedUnion('kind', [
  timelineEntry('submit', { version: z.number().int() }),
  timelineEntry('flow', { record: ZFlowRecord }),
  timelineEntry('handoff', { record: ZFlowRecord, to: ZStaffRef.nullable() }),
  timelineEntry('takeover', ZTakeoverDetail.shape),
  timelineEntry('file', { change: z.enum(['upload', 'remove', 'replace']), file: ZTimelineFile, replaced: ZTimelineFile.nullable() }),
  timelineEntry('message', { receiver: ZStaffRef, subject: z.string() }),
  timelineEntry('clock', { change: z.enum(['pause', 'resume']), stage: z.enum(CLOCK_STAGES) }),
]);
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZFlowRecordListResponse = envelope(z.array(ZFlowRecord));
export const ZTimelineResponse = envelope(z.array(ZTimelineEntry));
export const ZReviewStateResponse = envelope(ZReviewState);
export const ZAllowedActionsResponse = envelope(ZAllowedActions);
export const ZRecentStepResponse = envelope(ZRecentStep);
export const ZEnterpriseFlowResponse = envelope(ZEnterpriseFlow);
export const ZCompareResponse = envelope(ZCompareResult);
export const ZChangeInfoResponse = envelope(ZChangeInfo);
export const ZStaffUserListResponse = envelope(z.array(ZStaffUser));
export const ZExaminerCandidateListResponse = envelope(z.array(ZExaminerCandidate));

/* ----- what the calls take ----- */

/** Flow reads name the application as `apply`. */
export const ZApplyQuery = z.object({ apply: zApplyId() });

/** getRejectRecord and getOpinions also name the enterprise, which must match. */
export const ZApplyUnicodesQuery = z.object({ apply: zApplyId(), unicodes: zUnicodes() });
export type TApplyUnicodesQuery = z.infer<typeof ZApplyUnicodesQuery>;

export const ZUnicodesQuery = z.object({ unicodes: zUnicodes() });

/** POST /examine/flow/assign {apply, stage, examiner}. */
export const ZAssignRequest = zAssignInput.extend({ apply: zApplyId() });
export type TAssignRequest = z.infer<typeof ZAssignRequest>;

/** POST /examine/flow/pass {apply, stage, opinion, result}; the licence's credit code is checked to GB 32100. */
export const ZPassRequest = z.intersection(z.object({ apply: zApplyId() }), zPassInput);
export type TPassRequest = z.infer<typeof ZPassRequest>;

/** POST /examine/flow/refuse {apply, stage, items, reason, other, opinion}. */
export const ZRefuseRequest = zNoteActionInput.extend({ apply: zApplyId() });
export type TRefuseRequest = z.infer<typeof ZRefuseRequest>;

/**
 * POST /apply/home/remadApply: the spec's fields (id, unicodes, version, category, companyType) plus the stage
 * the caller saw and the return's items, reason and other. `version` is the frozen version the examiner read.
 */
export const ZRemadApplyRequest = zNoteActionInput.extend({
  id: zApplyId(),
  unicodes: zUnicodes(),
  version: zWireInt({ message: REVIEW_MESSAGES.badVersion, min: 1 }),
  category: zCategory().optional(),
  companyType: zCompanyType().optional(),
});
export type TRemadApplyRequest = z.infer<typeof ZRemadApplyRequest>;

/** POST /apply/home/echoMaterialApply: the receipt of paper materials at industry_postback (stage stays). */
export const ZEchoMaterialRequest = z.intersection(ZApplyRef, zPostbackRecord);
export type TEchoMaterialRequest = z.infer<typeof ZEchoMaterialRequest>;

/** POST /apply/home/updateColumn {id, value, column}: one of the three staff-written columns; '' clears it. */
export const ZUpdateColumnRequest = z.object({
  id: zApplyId(),
  column: z.enum(UPDATE_COLUMNS, { error: REVIEW_MESSAGES.badColumn }),
  value: z.string({ error: REVIEW_MESSAGES.columnTooLong }).trim().max(500, REVIEW_MESSAGES.columnTooLong),
});
export type TUpdateColumnRequest = z.infer<typeof ZUpdateColumnRequest>;

/** Attachment keys staff upload during review (section 'stage': the licence scan). */
export const STAGE_ATTACHMENT_KEYS = ATTACHMENTS.filter((a) => a.section === 'stage').map((a) => a.key) as [string, ...string[]];

/**
 * The text fields of the multipart uploadStageAttachment call (sent before the file part, named `file`):
 * staff who may pass the application's current stage attach what it records, e.g. the licence scan.
 */
export const ZStageAttachmentFields = z.object({
  apply: zApplyId(),
  key: z.enum(STAGE_ATTACHMENT_KEYS, { error: '不支持的附件类别' }),
});
export type TStageAttachmentFields = z.infer<typeof ZStageAttachmentFields>;

/**
 * The compare and change-info calls take the keyed body; `version` 0 (the default) means the latest frozen version.
 * `against` names the other version (issue 14: any two versions, either order); without it, version - 1.
 */
export const ZCompareRequest = ZApplyReadRequest.safeExtend({
  against: zWireInt({ message: REVIEW_MESSAGES.badAgainst, min: 1 }).optional(),
});
export type TCompareRequest = z.infer<typeof ZCompareRequest>;

/** GET /sam/selectExamineAssistant: the candidates of a distribution stage (default: the caller's centre's). */
export const ZExamineAssistantQuery = z.object({
  stage: z.enum(DISTRIBUTION_STAGES, { error: '审核环节不正确' }).optional(),
});

/** GET /examine/flow/getExaminerLoads: the eligible examiners of a distribution stage with their load. */
export const ZExaminerLoadQuery = z.object({ stage: z.enum(DISTRIBUTION_STAGES, { error: '审核环节不正确' }) });

/** GET /sam/selectExaminerByAuthDepartment: the examiners of a department. */
export const ZExaminerByDepartmentQuery = z.object({ department: z.enum(DEPARTMENTS, { error: REVIEW_MESSAGES.badDepartment }) });

export const ZAddressHoldersQuery = z.object({
  apply: zApplyId(),
  address: z.string({ error: '请填写注册地址' }).trim().min(1, '请填写注册地址').max(200, '注册地址不能超过200个字'),
});
/** domain AddressHolder: a settled enterprise already registered at the address. */
export const ZAddressHolder = z.object({ unicodes: z.string(), name: z.string(), creditCode: z.string().nullable() });

const tag = REVIEW_TAG;

/** The sections each compare call diffs; null means every section. */
export const COMPARE_SECTIONS = {
  getCompareResultForApply: null,
  getTopmanCompareResultForApply: ['topman'],
  getCapitalCompareResultForApply: ['capital'],
  getExecutivesCompareResultForApply: ['executives'],
  getContactsCompareResultForApply: ['contacts'],
  getFinanceCompareResultForApply: ['finance'],
  getManagedCompareResultById: ['fundManaged'],
} as const;
type CompareCall = keyof typeof COMPARE_SECTIONS;

export const CHANGE_INFO_SECTIONS = {
  getExecutivesChangeInfo: 'executives',
  getCapitalChangeInfo: 'capital',
} as const;
export type ChangeInfoCall = keyof typeof CHANGE_INFO_SECTIONS;

const compareCall = (call: CompareCall) => {
  const sections: readonly string[] | null = COMPARE_SECTIONS[call];
  return defineCall({
    method: 'POST',
    path: `/apply/home/${call}`,
    tag,
    summary: `版本比较${sections ? `（${sections.join('、')}）` : ''}`,
    input: ZCompareRequest,
    reply: ZCompareResponse,
  });
};

const changeInfoCall = (call: ChangeInfoCall) =>
  defineCall({
    method: 'POST',
    path: `/apply/home/${call}`,
    tag,
    summary: `变更情况（${CHANGE_INFO_SECTIONS[call]}）`,
    input: ZCompareRequest,
    reply: ZChangeInfoResponse,
  });

/**
 * Every call of the review workflow as one contract (domain api/contract.ts), a queue's first screen's among them
 * (queue.calls.ts).
 */
export const REVIEW_CALLS = {
  startExamine: QUEUE_CALLS.startExamine,
  unmakeApply: QUEUE_CALLS.unmakeApply,
  remadApply: actionCall('/apply/home/remadApply', '驳回（退回申请人修改）', ZRemadApplyRequest),
  echoMaterialApply: actionCall('/apply/home/echoMaterialApply', '登记纸质材料回寄情况', ZEchoMaterialRequest),
  updateColumn: actionCall('/apply/home/updateColumn', '更新问询情况、登记机关或核名名称', ZUpdateColumnRequest),
  assign: actionCall('/examine/flow/assign', '分配审核人员', ZAssignRequest),
  pass: actionCall('/examine/flow/pass', '通过当前环节', ZPassRequest),
  refuse: actionCall('/examine/flow/refuse', '不通过', ZRefuseRequest),
  packQApply: QUEUE_CALLS.packQApply,
  uploadStageAttachment: defineCall({
    method: 'POST',
    path: '/examine/flow/uploadStageAttachment',
    kind: 'multipart',
    tag,
    summary: '上传环节材料（multipart：apply、key 在前，file 在后）',
    input: ZStageAttachmentFields,
    reply: ZAttachmentResponse,
  }),
  getReviewState: defineCall({
    method: 'GET',
    path: '/examine/flow/getReviewState',
    tag,
    summary: '审核视图：可执行的操作、进度与分配情况',
    input: ZApplyQuery,
    reply: ZReviewStateResponse,
  }),
  /**
   * Which settled enterprises already hold an address, before 地址分配 assigns it: the dialog warns and the
   * examiner may confirm a shared address (pass with result.confirmDuplicateAddress), else the pass is refused.
   */
  getAddressHolders: defineCall({
    method: 'GET',
    path: '/examine/flow/getAddressHolders',
    tag,
    summary: '地址分配：已使用该注册地址的已入驻企业',
    input: ZAddressHoldersQuery,
    reply: envelope(z.array(ZAddressHolder)),
  }),
  getAllowedActions: defineCall({
    method: 'GET',
    path: '/examine/flow/getAllowedActions',
    tag,
    summary: '列表中每个申请可执行的操作',
    input: ZAllowedActionsQuery,
    reply: ZAllowedActionsResponse,
  }),
  getAllByApply: defineCall({
    method: 'GET',
    path: '/examine/flow/getAllByApply',
    tag,
    summary: '申请的全部流转记录',
    input: ZApplyQuery,
    reply: ZFlowRecordListResponse,
  }),
  /**
   * The application's one timeline: flow records, opinions, messages, files, hand-offs and clock pauses in order.
   * Staff see everything; an applicant sees their own application's without the staff's internal opinions, stage
   * results and column notes, and only the messages sent to them.
   */
  getTimeline: defineCall({
    method: 'GET',
    path: '/examine/flow/getTimeline',
    tag,
    summary: '申请的办理时间线（流转、意见、消息、附件、分配与计时暂停）',
    input: ZApplyQuery,
    reply: ZTimelineResponse,
  }),
  getRecentStepByApply: defineCall({
    method: 'GET',
    path: '/examine/flow/getRecentStepByApply',
    tag,
    summary: '申请的当前进度与最近一步',
    input: ZApplyQuery,
    reply: ZRecentStepResponse,
  }),
  getRejectRecord: defineCall({
    method: 'GET',
    path: '/examine/flow/getRejectRecord',
    tag,
    summary: '驳回与不通过记录',
    input: ZApplyUnicodesQuery,
    reply: ZFlowRecordListResponse,
  }),
  uniShowFlow: defineCall({
    method: 'GET',
    path: '/examine/flow/uniShowFlow',
    tag,
    summary: '企业各申请的流转情况',
    input: ZUnicodesQuery,
    reply: ZEnterpriseFlowResponse,
  }),
  getOpinions: defineCall({
    method: 'GET',
    path: '/examine/flow/getOpinions',
    tag,
    summary: "审核意见（code '0' 有记录，'404' 无记录）",
    input: ZApplyUnicodesQuery,
    reply: ZOpinionsResponse,
  }),
  getCompareResultForApply: compareCall('getCompareResultForApply'),
  getTopmanCompareResultForApply: compareCall('getTopmanCompareResultForApply'),
  getCapitalCompareResultForApply: compareCall('getCapitalCompareResultForApply'),
  getExecutivesCompareResultForApply: compareCall('getExecutivesCompareResultForApply'),
  getContactsCompareResultForApply: compareCall('getContactsCompareResultForApply'),
  getFinanceCompareResultForApply: compareCall('getFinanceCompareResultForApply'),
  getManagedCompareResultById: compareCall('getManagedCompareResultById'),
  getExecutivesChangeInfo: changeInfoCall('getExecutivesChangeInfo'),
  getCapitalChangeInfo: changeInfoCall('getCapitalChangeInfo'),
  selectExamineAssistant: defineCall({
    method: 'GET',
    path: '/sam/selectExamineAssistant',
    tag,
    summary: '可分配的审核人员',
    input: ZExamineAssistantQuery,
    reply: ZExaminerCandidateListResponse,
  }),
  getExaminerLoads: defineCall({
    method: 'GET',
    path: '/examine/flow/getExaminerLoads',
    tag,
    summary: '可分配审核人员的在办、超期与平均用时',
    input: ZExaminerLoadQuery,
    reply: envelope(z.array(ZExaminerLoad)),
  }),
  getUserListByNode: QUEUE_CALLS.getUserListByNode,
  selectExaminerByAuthDepartment: defineCall({
    method: 'GET',
    path: '/sam/selectExaminerByAuthDepartment',
    tag,
    summary: '按部门查询审核人员',
    input: ZExaminerByDepartmentQuery,
    reply: ZStaffUserListResponse,
  }),
};
export type ReviewCall = keyof typeof REVIEW_CALLS;
