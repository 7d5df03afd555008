import { z } from 'zod';
import { zWireInt } from '../api/wire-values.ts';
import { defineCall, type Call } from '../api/contract.ts';
import { envelope } from '../api/envelope.ts';
import { zApplyStatus } from '../applications/status.schema.ts';
import { APPLY_TYPES } from '../applications/types.ts';
import { STAGES } from '../review/stages.ts';
import { ZYearQuarter } from '../tax/tax.schemas.ts';
import { ENTERPRISE_STATUSES } from './enterprise-status.ts';

/**
 * An enterprise as the park's register holds it: what the review decided when an application reached 已入驻
 * (settlement.ts). Applications, their lists and the examine header show these values from the register.
 */
export const ZRegisterEntry = z.object({
  status: z.enum(ENTERPRISE_STATUSES),
  name: z.string(),
  creditCode: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  registrationAuthority: z.string().nullable(),
  licenceNo: z.string().nullable(),
  /** ISO `YYYY-MM-DD`. */
  licenceDate: z.string().nullable(),
  settledAt: z.string().describe('ISO 8601').nullable(),
});

export const ENTERPRISE_MESSAGES = {
  badPage: '页码应为正整数',
  badSize: '每页条数应为1至100的整数',
  searchTooLong: '搜索内容不能超过50个字符',
  badStatus: '未知的企业状态',
  badUnicodes: '请选择企业',
  notFound: '企业不存在',
} as const;

export const ENTERPRISE_PAGE_SIZE_MAX = 100;

const zSearch = () =>
  z
    .string()
    .trim()
    .max(50, ENTERPRISE_MESSAGES.searchTooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** The register's filter: a name (anywhere) or credit code (from its start), and a status. */
export const ZEnterpriseFilter = z.object({
  search: zSearch(),
  status: z.enum(ENTERPRISE_STATUSES, { error: ENTERPRISE_MESSAGES.badStatus }).optional(),
});
export type TEnterpriseFilter = z.infer<typeof ZEnterpriseFilter>;

export const ZEnterpriseListQuery = ZEnterpriseFilter.extend({
  page: zWireInt({ message: ENTERPRISE_MESSAGES.badPage, min: 1 }).default(1),
  size: zWireInt({ message: ENTERPRISE_MESSAGES.badSize, min: 1, max: ENTERPRISE_PAGE_SIZE_MAX }).default(10),
});
export type TEnterpriseListQuery = z.infer<typeof ZEnterpriseListQuery>;

/** Quarters due since settlement (up to the last ended quarter), how many were filed, how many are missing. */
export const ZReportingCounts = z.object({ due: z.number().int(), filed: z.number().int(), missing: z.number().int() });
export type TReportingCounts = z.infer<typeof ZReportingCounts>;

/** One application of an enterprise as the register lists it: its type, where it stands, when it ended. */
export const ZEnterpriseApply = z.object({
  id: z.number().int(),
  type: z.enum(APPLY_TYPES),
  status: zApplyStatus(),
  stage: z.enum(STAGES).nullable(),
  haltedAt: z.enum(STAGES).nullable(),
  version: z.number().int(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TEnterpriseApply = z.infer<typeof ZEnterpriseApply>;

export const ZEnterpriseRow = ZRegisterEntry.extend({
  unicodes: z.string(),
  applyType: z.enum(APPLY_TYPES).nullable(),
  applies: z.array(ZEnterpriseApply),
  /** Null until the enterprise settles: reporting starts then. */
  reporting: ZReportingCounts.nullable(),
});
export type TEnterpriseRow = z.infer<typeof ZEnterpriseRow>;

export const ZEnterprisePage = z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), items: z.array(ZEnterpriseRow) });
export type TEnterprisePage = z.infer<typeof ZEnterprisePage>;

export const ZEnterpriseDetail = ZEnterpriseRow.extend({
  /** The officer section of the approved version, as the application held it. */
  officers: z.unknown(),
  /** 注册资本（万元）, NUMERIC text. */
  capital: z.string().nullable(),
  settledApplyId: z.number().int().nullable(),
  settledVersion: z.number().int().nullable(),
  /** The quarters still to be filed, oldest first. */
  missingQuarters: z.array(ZYearQuarter),
});
export type TEnterpriseDetail = z.infer<typeof ZEnterpriseDetail>;

const TAG = 'enterprises';

/** The staff's 企业名录 (issue 12): the register, one enterprise, and the register as an Excel file. */
export const ENTERPRISE_CALLS = {
  list: defineCall({
    method: 'GET',
    path: '/enterprise/getEnterpriseList',
    tag: TAG,
    summary: '企业名录：分页列出园区企业（按名称或统一社会信用代码搜索、按状态筛选）',
    input: ZEnterpriseListQuery,
    reply: envelope(ZEnterprisePage),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/enterprise/getEnterprise',
    tag: TAG,
    summary: '企业名录：一家企业的登记信息、申请与填报情况',
    input: z.object({ unicodes: z.string({ error: ENTERPRISE_MESSAGES.badUnicodes }).trim().min(1, ENTERPRISE_MESSAGES.badUnicodes).max(64) }),
    reply: envelope(ZEnterpriseDetail),
  }),
  exportList: {
    method: 'GET',
    path: '/enterprise/exportEnterpriseList',
    kind: 'file',
    tag: TAG,
    summary: '企业名录导出（Excel），与列表同一筛选',
    input: ZEnterpriseFilter,
    reply: null,
  } as const satisfies Call<typeof ZEnterpriseFilter, null>,
};
