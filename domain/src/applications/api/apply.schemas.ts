import { z } from 'zod';
import { ZClockLevel, ZStageClock } from '../../time-limits/api/time-limits.schemas.ts';
import { type Call, defineCall } from '../../api/contract.ts';
import { envelope } from '../../api/envelope.ts';
import { ZRegisterEntry } from '../../enterprises/enterprises.schemas.ts';
import { zId, zWireInt } from '../../api/wire-values.ts';
import { STAGES } from '../../review/stages.ts';
import { zQueueJob } from '../../review/queues.ts';
import { zMobile } from '../../validators/mobile.ts';
import { ATTACHMENT_KEYS, attachmentOf } from '../attachments.ts';
import { SECTION_KEYS } from '../form-model.ts';
import { zApplyStatus } from '../status.schema.ts';
import { APPLY_STATUS } from '../status.ts';
import { APPLY_TYPES, CATEGORIES, COMPANY_TYPES } from '../types.ts';
import { zUnicodes } from '../unicodes.ts';

/**
 * Request and response schemas of the /apply/home calls (spec section 7, DESIGN section 2). The server
 * validates and serializes with them; the web client and forms code against the same types.
 */

export const APPLY_MESSAGES = {
  badId: '申请编号应为正整数',
  badAttachmentId: '附件编号应为正整数',
  missingRef: '缺少申请编号或申请类型',
  badVersion: '版本号应为不小于0的整数',
  badSection: '不支持的申请表部分',
  badAttachmentSection: '不支持的附件部分',
  badAttachmentKey: '不支持的附件类别',
  keyNotInSection: '附件类别与所属部分不一致',
  sectionArr: '参数[sectionArr]当前不可用',
  badStatus: '只能删除草稿或已撤回的申请',
  badCategory: '请选择申请类别',
  badCompanyType: '请选择企业类型',
  badFlag: '应为是或否',
  badPage: '页码应为正整数',
  badSize: '每页条数应为1至100的整数',
  badUid: '用户编号应为正整数',
  searchTooLong: '搜索内容不能超过100个字符',
} as const;

/** Query strings and multipart fields arrive as text; '1'/'0' and 'true'/'false' read as booleans. */
const zFlag = () =>
  z.preprocess(
    (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
    z.boolean({ error: APPLY_MESSAGES.badFlag }),
  );

export const zApplyId = () => zId(APPLY_MESSAGES.badId);
const zVersion = () => zWireInt({ message: APPLY_MESSAGES.badVersion });

export const zCategory = () => z.enum(CATEGORIES, { error: APPLY_MESSAGES.badCategory });
export const zCompanyType = () => z.enum(COMPANY_TYPES, { error: APPLY_MESSAGES.badCompanyType });
export const zSectionKey = () => z.enum(SECTION_KEYS, { error: APPLY_MESSAGES.badSection });
/** Attachments hang under a form section, or under 'stage' for what staff upload during review. */
export const ATTACHMENT_SECTIONS = [...SECTION_KEYS, 'stage'] as const;
export const zAttachmentSection = () => z.enum(ATTACHMENT_SECTIONS, { error: APPLY_MESSAGES.badAttachmentSection });

const zTimestamp = () => z.string().describe('ISO 8601');
const zRow = () => z.record(z.string(), z.unknown());

/* ----- what the calls answer ----- */

/** One application as lists and detail pages show it. `version` is the last frozen version (0 before submission). */
export const ZApply = z.object({
  id: z.number().int(),
  unicodes: z.string(),
  /** The enterprise's (proposed) name: base.name once saved, else the enterprise's registered name. */
  name: z.string(),
  category: z.enum(CATEGORIES),
  companyType: z.enum(COMPANY_TYPES),
  relocate: z.boolean(),
  type: z.enum(APPLY_TYPES),
  status: zApplyStatus(),
  stage: z.enum(STAGES).nullable(),
  haltedAt: z.enum(STAGES).nullable(),
  version: z.number().int(),
  lockVersion: z.number().int(),
  inquire: z.string().nullable(),
  bureau: z.string().nullable(),
  examine_company_names: z.string().nullable(),
  govExaminerId: z.number().int().nullable(),
  statuteExaminerId: z.number().int().nullable(),
  /** The latest return (驳回) or refusal (不通过) note, in the format of DESIGN section 4. */
  note: z.string().nullable(),
  createdBy: z.number().int(),
  createdAt: zTimestamp(),
  updatedAt: zTimestamp(),
  submittedAt: zTimestamp().nullable(),
  settledAt: zTimestamp().nullable(),
  /** The enterprise as the register holds it (approved name, credit code, address… once settled). */
  enterprise: ZRegisterEntry,
  /** The stage clock (issue 14), running or paused; null when none applies (draft, refused, settled). */
  clock: ZStageClock.nullable(),
});
export type TApply = z.infer<typeof ZApply>;

export const ZAttachment = z.object({
  id: z.number().int(),
  applyId: z.number().int(),
  section: z.enum(ATTACHMENT_SECTIONS),
  key: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  sha256: z.string(),
  createdAt: zTimestamp(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZWarning = z.object({ field: z.string(), message: z.string() });

/**
 * An application with its sections at one version: 0 is the live (editable) data, N the frozen submission N.
 * Attachments are the live files at version 0, the references frozen with version N otherwise.
 */
export const ZApplyDetail = z.object({
  apply: ZApply,
  version: z.number().int(),
  sections: z.partialRecord(z.enum(SECTION_KEYS), zRow()),
  attachments: z.array(ZAttachment),
  /** Rule findings that do not block submission (FORMS.md W rules), for applicant and examiner. */
  warnings: z.array(ZWarning),
});
export type TApplyDetail = z.infer<typeof ZApplyDetail>;

/** One section of an application at one version; null when nothing was saved for it. */
export const ZSectionView = z.object({
  id: z.number().int(),
  unicodes: z.string(),
  version: z.number().int(),
  section: z.enum(SECTION_KEYS),
  data: zRow().nullable(),
});
export type TSectionView = z.infer<typeof ZSectionView>;

export const ZVersionSummary = z.object({
  version: z.number().int(),
  submittedAt: zTimestamp(),
  submittedBy: z.number().int(),
});
export type TVersionSummary = z.infer<typeof ZVersionSummary>;

export const ZApplyPage = z.object({ total: z.number().int(), items: z.array(ZApply) });
export type TApplyPage = z.infer<typeof ZApplyPage>;

export const ZApplyResponse = envelope(ZApply);
export const ZApplyListResponse = envelope(z.array(ZApply));
export const ZApplyPageResponse = envelope(ZApplyPage);
export const ZApplyDetailResponse = envelope(ZApplyDetail);
export const ZSectionViewResponse = envelope(ZSectionView);
export const ZVersionListResponse = envelope(z.array(ZVersionSummary));
export const ZAttachmentResponse = envelope(ZAttachment);
export const ZAttachmentListResponse = envelope(z.array(ZAttachment));
export const ZRemovedResponse = envelope(z.object({ id: z.number().int() }));

/* ----- what the calls take ----- */

/**
 * How a call names an application: by `id`, or by the keyed body of spec section 7 (the enterprise's
 * `unicodes` with `category` and `companyType`, and `relocate` where the enterprise has both kinds), which
 * means that enterprise's latest application of that type. `unicodes` is always required and must match.
 */
const refShape = {
  id: zApplyId().optional(),
  unicodes: zUnicodes(),
  category: zCategory().optional(),
  companyType: zCompanyType().optional(),
  relocate: zFlag().optional(),
};
const hasRef = (v: Record<string, unknown>) => v.id !== undefined || (v.category !== undefined && v.companyType !== undefined);

const keyed = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...refShape, ...shape }).refine(hasRef, { message: APPLY_MESSAGES.missingRef, path: ['id'] });

export const ZApplyRef = keyed({});
export type TApplyRef = z.infer<typeof ZApplyRef>;

/** The keyed read calls: getOneApply, getAllCapitalForApply, … ; `version` 0 (default) reads the live data. */
export const ZApplyReadRequest = keyed({ version: zVersion().default(0) });

/** getContactsForApply: `edge=1` is the applicant layout's variant of the call and reads the same data. */
export const ZContactsReadRequest = keyed({ version: zVersion().default(0), edge: zFlag().optional() });

/**
 * getFilteExecutivesForApply: with `directorate` and/or `aufsichtsrat` set, only the officers holding one of
 * the named posts; with neither, every officer.
 */
export const ZFilteExecutivesRequest = keyed({
  version: zVersion().default(0),
  directorate: zFlag().optional(),
  aufsichtsrat: zFlag().optional(),
});
export type TFilteExecutivesRequest = z.infer<typeof ZFilteExecutivesRequest>;

export const ZOneSectionAttaRequest = keyed({ version: zVersion().default(0), section: zAttachmentSection() });

/** `sections` is a comma list ('base,capital') or an array; an empty list is refused (spec section 5). */
export const ZMultiSectionAttaRequest = keyed({
  version: zVersion().default(0),
  sections: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : v,
    z
      .array(zAttachmentSection(), { error: APPLY_MESSAGES.sectionArr })
      .min(1, APPLY_MESSAGES.sectionArr)
      .transform((list) => [...new Set(list)]),
  ),
});

/** GET getAllApply. An applicant gets their own applications; staff name a queue (`job`). */
export const ZGetAllApplyQuery = z.object({
  page: zWireInt({ message: APPLY_MESSAGES.badPage, min: 1 }).default(1),
  size: zWireInt({ message: APPLY_MESSAGES.badSize, min: 1, max: 100 }).default(10),
  searchData: z.string().trim().max(100, APPLY_MESSAGES.searchTooLong).optional(),
  job: zQueueJob.optional(),
  /** Kept from the original contract; the caller is always the session's user. */
  uid: zWireInt({ message: APPLY_MESSAGES.badUid }).optional(),
  /** Only the rows whose stage clock stands at this level (issue 14). */
  clockLevel: ZClockLevel.optional(),
  /** 'remaining': least remaining time first (overdue the longest at the top); otherwise arrival order. */
  sort: z.enum(['arrival', 'remaining']).optional(),
});
export type TGetAllApplyQuery = z.infer<typeof ZGetAllApplyQuery>;

export const ZSelectAllByMobileQuery = z.object({ mobile: zMobile() });

export const ZReadQuery = z.object({ id: zApplyId() });

/** POST createApply: the type (DESIGN section 4). */
export const ZCreateApplyRequest = z.object({
  category: zCategory(),
  companyType: zCompanyType(),
  relocate: zFlag().default(false),
});
export type TCreateApplyRequest = z.infer<typeof ZCreateApplyRequest>;

/** POST saveSection: one section's draft; formats are checked, completeness waits for submitApply. */
export const ZSaveSectionRequest = keyed({
  section: zSectionKey(),
  data: z.record(z.string(), z.unknown(), { error: '请提交该部分的数据' }),
});
export type TSaveSectionRequest = z.infer<typeof ZSaveSectionRequest>;

/** POST removeApplyForStatus: `status` is what the caller saw; only drafts (0) and withdrawn (3) go. */
export const ZRemoveApplyRequest = keyed({
  status: zWireInt({ message: APPLY_MESSAGES.badStatus }).pipe(z.union([z.literal(APPLY_STATUS.draft), z.literal(APPLY_STATUS.withdrawn)], { error: APPLY_MESSAGES.badStatus })),
});
export type TRemoveApplyRequest = z.infer<typeof ZRemoveApplyRequest>;

/** The text fields of the multipart uploadAttachment call; the file part is named `file`. */
export const ZUploadAttachmentFields = z
  .object({
    id: zApplyId(),
    unicodes: zUnicodes(),
    section: zAttachmentSection(),
    key: z.enum(ATTACHMENT_KEYS as [string, ...string[]], { error: APPLY_MESSAGES.badAttachmentKey }),
  })
  .refine((v) => attachmentOf(v.key)?.section === v.section, { message: APPLY_MESSAGES.keyNotInSection, path: ['key'] });
export type TUploadAttachmentFields = z.infer<typeof ZUploadAttachmentFields>;

/** GET downloadAttachment, GET viewAttachment and POST removeAttachment: the attachment's id. */
export const ZAttachmentIdRequest = z.object({ id: zId(APPLY_MESSAGES.badAttachmentId) });

const tag = 'apply';
const APPLY_HOME = '/apply/home';

/**
 * Every /apply/home call of the applications feature as one contract (domain api/contract.ts). Keyed reads are
 * POST, as spec section 7 has them.
 */
export const APPLY_CALLS = {
  selectAllByMobile: defineCall({
    method: 'GET',
    path: `${APPLY_HOME}/selectAllByMobile`,
    tag,
    summary: '按手机号查询申请',
    input: ZSelectAllByMobileQuery,
    reply: ZApplyListResponse,
  }),
  getAllApply: defineCall({
    method: 'GET',
    path: `${APPLY_HOME}/getAllApply`,
    tag,
    summary: '申请列表（申请人本人的申请或审核队列）',
    input: ZGetAllApplyQuery,
    reply: ZApplyPageResponse,
  }),
  read: defineCall({ method: 'GET', path: `${APPLY_HOME}/read`, tag, summary: '查看申请', input: ZReadQuery, reply: ZApplyDetailResponse }),
  getOneApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getOneApply`,
    tag,
    summary: '申请及其各部分',
    input: ZApplyReadRequest,
    reply: ZApplyDetailResponse,
  }),
  getAllCapitalForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getAllCapitalForApply`,
    tag,
    summary: '出资人信息',
    input: ZApplyReadRequest,
    reply: ZSectionViewResponse,
  }),
  getTopmanForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getTopmanForApply`,
    tag,
    summary: '实际控制人信息',
    input: ZApplyReadRequest,
    reply: ZSectionViewResponse,
  }),
  getContactsForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getContactsForApply`,
    tag,
    summary: '联系人信息',
    input: ZContactsReadRequest,
    reply: ZSectionViewResponse,
  }),
  getFinanceForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getFinanceForApply`,
    tag,
    summary: '财务信息',
    input: ZApplyReadRequest,
    reply: ZSectionViewResponse,
  }),
  getFundManagedForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getFundManagedForApply`,
    tag,
    summary: '管理基金信息',
    input: ZApplyReadRequest,
    reply: ZSectionViewResponse,
  }),
  getArchiveVersionForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getArchiveVersionForApply`,
    tag,
    summary: '已提交的版本（不带版本号：列出全部）',
    input: ZApplyRef,
    reply: ZVersionListResponse,
  }),
  getFilteExecutivesForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getFilteExecutivesForApply`,
    tag,
    summary: '董事、监事等高管信息',
    input: ZFilteExecutivesRequest,
    reply: ZSectionViewResponse,
  }),
  getOneSectionAttaForApply: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getOneSectionAttaForApply`,
    tag,
    summary: '某部分的附件',
    input: ZOneSectionAttaRequest,
    reply: ZAttachmentListResponse,
  }),
  getMultiSectionAttaByUnicodes: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/getMultiSectionAttaByUnicodes`,
    tag,
    summary: '多个部分的附件',
    input: ZMultiSectionAttaRequest,
    reply: ZAttachmentListResponse,
  }),
  createApply: defineCall({ method: 'POST', path: `${APPLY_HOME}/createApply`, tag, summary: '新建申请', input: ZCreateApplyRequest, reply: ZApplyResponse }),
  saveSection: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/saveSection`,
    tag,
    summary: '暂存申请表的一部分',
    input: ZSaveSectionRequest,
    reply: ZSectionViewResponse,
  }),
  submitApply: defineCall({ method: 'POST', path: `${APPLY_HOME}/submitApply`, tag, summary: '提交申请', input: ZApplyRef, reply: ZApplyResponse }),
  uploadAttachment: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/uploadAttachment`,
    kind: 'multipart',
    tag,
    summary: '上传附件（multipart：id、unicodes、section、key 在前，file 在后）',
    input: ZUploadAttachmentFields,
    reply: ZAttachmentResponse,
  }),
  downloadAttachment: {
    method: 'GET',
    path: `${APPLY_HOME}/downloadAttachment`,
    kind: 'file',
    tag,
    summary: '下载附件',
    input: ZAttachmentIdRequest,
    reply: null,
  } as const satisfies Call<typeof ZAttachmentIdRequest, null>,
  /** The same file for the attachment viewer: Content-Disposition inline, its stored (checked) type, nosniff. */
  viewAttachment: {
    method: 'GET',
    path: `${APPLY_HOME}/viewAttachment`,
    kind: 'file',
    tag,
    summary: '在线查看附件',
    input: ZAttachmentIdRequest,
    reply: null,
  } as const satisfies Call<typeof ZAttachmentIdRequest, null>,
  /**
   * 导出 PDF: one version of the application (0: the live content) as a formatted document for the paper archive,
   * with the park's header, the version and the date; the file itself, like downloadAttachment.
   */
  exportApplyPdf: {
    method: 'POST',
    path: `${APPLY_HOME}/exportApplyPdf`,
    kind: 'file',
    tag,
    summary: '导出申请 PDF（含园区抬头、版本与日期）',
    input: ZApplyReadRequest,
    reply: null,
  } as const satisfies Call<typeof ZApplyReadRequest, null>,
  removeAttachment: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/removeAttachment`,
    tag,
    summary: '删除草稿中的附件',
    input: ZAttachmentIdRequest,
    reply: ZRemovedResponse,
  }),
  removeApplyForStatus: defineCall({
    method: 'POST',
    path: `${APPLY_HOME}/removeApplyForStatus`,
    tag,
    summary: '删除草稿或已撤回的申请',
    input: ZRemoveApplyRequest,
    reply: ZRemovedResponse,
  }),
};
export type ApplyCall = keyof typeof APPLY_CALLS;
