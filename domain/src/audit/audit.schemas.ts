import { z } from 'zod';
import { defineCall, type Call } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zId, zWireInt } from '../api/wire-values.ts';
import type { Node } from '../auth/roles.ts';

/**
 * The security audit log (issue 13, 等保 2.0 安全审计): what was done, by whom, from where, when. One table of
 * actions with their Chinese names, read by the server (CSV export), the web page and the tests alike.
 */
export const AUDIT_ACTION_LABELS = {
  sign_in: '登录成功',
  sign_in_failed: '登录失败',
  sign_out: '退出登录',
  password_change: '修改密码',
  mobile_change: '更换手机号',
  role_switch: '切换角色',
  handoff_out: '跨系统跳出',
  handoff_in: '跨系统登入',
  attachment_download: '下载附件',
  attachment_view: '查看附件',
  pack_download: '下载申请材料包',
  pdf_export: '导出申请 PDF',
  workflow_transition: '审批流转',
  review_takeover: '接手审核',
  audit_export: '导出审计日志',
  staff_create: '新增员工账号',
  staff_update: '修改员工账号',
  staff_password_reset: '重置员工密码',
  staff_disable: '停用员工账号',
  staff_enable: '启用员工账号',
  company_password_reset: '重置企业密码',
  company_disable: '停用企业账号',
  company_enable: '启用企业账号',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** What an entry acted on. */
export const AUDIT_TARGET_LABELS = {
  user: '用户',
  enterprise: '企业',
  apply: '申请',
  attachment: '附件',
  park_system: '园区系统',
  audit_log: '审计日志',
} as const;
export type AuditTargetType = keyof typeof AUDIT_TARGET_LABELS;
export const AUDIT_TARGET_TYPES = Object.keys(AUDIT_TARGET_LABELS) as [AuditTargetType, ...AuditTargetType[]];

/** 等保 2.0 keeps audit records at least six months; the retention setting may not go below this. */
export const AUDIT_MIN_RETENTION_DAYS = 180;

export const AUDIT_PAGE_SIZE_MAX = 100;
/** Rows one export holds at most: the file streams, but a bound keeps one click from reading years of log. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const AUDIT_MESSAGES = {
  badAction: '未知的操作类型',
  badTargetType: '未知的对象类型',
  badTime: '时间格式不正确',
  badRange: '开始时间不能晚于结束时间',
  badCursor: '分页位置不正确',
  badSize: `每页条数应为1至${AUDIT_PAGE_SIZE_MAX}的整数`,
  tooLong: '搜索内容不能超过64个字符',
  badActorId: '用户编号应为正整数',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, AUDIT_MESSAGES.tooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** ISO 8601 with its offset, as the web's date pickers send it. */
const optionalTime = () => z.iso.datetime({ offset: true, error: AUDIT_MESSAGES.badTime }).optional();

const FILTER_SHAPE = {
  actorId: zId(AUDIT_MESSAGES.badActorId).optional(),
  actorName: optionalText(64),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.badAction }).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: AUDIT_MESSAGES.badTargetType }).optional(),
  targetId: optionalText(64),
  from: optionalTime(),
  to: optionalTime(),
};

const rangeInOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  f.from === undefined || f.to === undefined || Date.parse(f.from) <= Date.parse(f.to);

/** Who, what, on what, when: every field optional; a name matches anywhere in the actor's name as written then. */
export const ZAuditFilter = z.object(FILTER_SHAPE).refine(rangeInOrder, { error: AUDIT_MESSAGES.badRange, path: ['to'] });
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

/** Newest first; `before` is the id of the last row of the previous page (keyset paging on the id index). */
export const ZAuditSearch = z
  .object({
    ...FILTER_SHAPE,
    before: zId(AUDIT_MESSAGES.badCursor).optional(),
    size: zWireInt({ message: AUDIT_MESSAGES.badSize, min: 1, max: AUDIT_PAGE_SIZE_MAX }).default(20),
  })
  .refine(rangeInOrder, { error: AUDIT_MESSAGES.badRange, path: ['to'] });
export type TAuditSearch = z.infer<typeof ZAuditSearch>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorRole: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  clientIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  flowRecordId: z.number().int().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `next` is the cursor of the following page, null on the last one. */
export const ZAuditPage = z.object({ items: z.array(ZAuditEntry), next: z.number().int().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** The CSV's columns, in order, with their Chinese headers. */
export const AUDIT_CSV_HEADERS = [
  '编号',
  '时间',
  '操作人编号',
  '操作人',
  '角色',
  '操作',
  '对象类型',
  '对象编号',
  '客户端地址',
  '浏览器标识',
  '请求编号',
  '流转记录编号',
  '详情',
  '变更前',
  '变更后',
] as const;

/** The audit node: the admin's (admin holds every node); nobody else is granted it by default. */
export const AUDIT_NODE = 'audit' satisfies Node;

const TAG = 'audit';

export const AUDIT_CALLS = {
  search: defineCall({
    method: 'GET',
    path: '/audit/search',
    tag: TAG,
    summary: '审计日志：按操作人、操作、对象和时间查询（按时间倒序分页）',
    input: ZAuditSearch,
    reply: envelope(ZAuditPage),
  }),
  export: {
    method: 'GET',
    path: '/audit/export',
    kind: 'file',
    tag: TAG,
    summary: '审计日志导出（CSV），与查询同一筛选',
    input: ZAuditFilter,
    reply: null,
  } as const satisfies Call<typeof ZAuditFilter, null>,
};
