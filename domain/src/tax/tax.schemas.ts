import { z } from 'zod';
import { defineCall, type Call } from '../api/contract.ts';
import { ENTERPRISE_STATUSES } from '../enterprises/enterprise-status.ts';
import { zWireInt } from '../api/wire-values.ts';
import { compareDecimal, sumDecimals, toDecimal4 } from '../formats/decimal.ts';
import { AMOUNT_MESSAGE, isAmount } from '../validators/amount.ts';
import { NUMERIC_INPUT_MAX } from '../validators/numeric-input.ts';
import { FIRST_REPORT_YEAR, TAX_QUARTERS } from './quarters.ts';

/**
 * The uni/taxreport calls of spec section 7. They answer `{ code: 0, msg, data }` (DESIGN section 2);
 * refusals travel in the general error envelope with a real HTTP status.
 */
export const TAX_OK_CODE = 0 as const;

export const TAX_MESSAGES = {
  missingUnicodes: '缺少企业唯一编码，无法填报经营情况',
  finishRequired: '请先完成税务登记并产生税收后再进行填报，谢谢！',
  duplicate: (label: string) => `${label}的经营情况已填报，每个季度只能填报一次`,
  future: (label: string) => `${label}尚未结束，只能填报已结束的季度`,
  tooEarly: `只能填报${FIRST_REPORT_YEAR}年及以后的季度`,
  dateOk: '该季度可以填报',
  added: '经营情况填报成功',
  computed: '计算成功',
  loaded: '查询成功',
  finishSaved: '税务登记状态已保存',
  finishDone: '已完成税务登记',
  finishNotDone: '尚未完成税务登记',
  cannotUnfinish: '已有填报记录，不能改为未完成税务登记',
  staffReadOnly: '工作人员只能查看企业的填报记录',
  notSettled: (name: string) => `${name || '该企业'}尚未入驻园区，入驻后方可办理税务登记和填报经营情况`,
  beforeSettlement: (settledLabel: string) => `企业于${settledLabel}入驻，只能填报入驻当季及以后的季度`,
  noneSettled: '企业入驻后方可填报经营情况：您关联的企业尚未入驻园区，入驻申请办结（已入驻）后即可在此填报',
  year: '请输入4位年份',
  page: '页码应为正整数',
  size: '每页条数应为1至100的整数',
  keyword: '关键词不能超过100个字符',
  quarter: '请选择1至4季度',
} as const;

export const taxEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(TAX_OK_CODE), msg: z.string(), data });

/** The largest amount the numeric input accepts; NUMERIC(20,4) holds it with its 4 decimals. */
export const TAX_AMOUNT_MAX = NUMERIC_INPUT_MAX;
const AMOUNT_TOO_LARGE = `金额不能超过${TAX_AMOUNT_MAX}`;

/** A tax amount: zero or more, at most 4 decimals, kept as text and canonicalised to 4 places. */
export const zTaxAmount = () =>
  z
    .union([z.string(), z.number()], { error: AMOUNT_MESSAGE })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => isAmount(v, { leadingZero: true }), { message: AMOUNT_MESSAGE, abort: true })
    .refine((v) => compareDecimal(v, TAX_AMOUNT_MAX) <= 0, AMOUNT_TOO_LARGE)
    .transform((v) => toDecimal4(v));

/** While the user types, an empty box counts as zero. */
const zTypingAmount = () => z.preprocess((v) => (v === undefined || v === '' ? '0' : v), zTaxAmount());

export const TAX_AMOUNT_FIELDS = ['valueAddedTax', 'companyTax', 'personalTax', 'otherTax'] as const;
export type TaxAmountField = (typeof TAX_AMOUNT_FIELDS)[number];

export const TAX_AMOUNT_LABELS: Record<TaxAmountField, string> = {
  valueAddedTax: '增值税',
  companyTax: '企业所得税',
  personalTax: '个人所得税',
  otherTax: '其他税',
};

export type TaxAmounts = Record<TaxAmountField, string>;

/** The total of a report: the exact decimal sum of its four amounts (never floating point). */
export const computeTotalTax = (amounts: TaxAmounts): string =>
  sumDecimals(TAX_AMOUNT_FIELDS.map((field) => amounts[field]));

export const zUnicodes = () =>
  z
    .string({ error: TAX_MESSAGES.missingUnicodes })
    .trim()
    .min(1, TAX_MESSAGES.missingUnicodes)
    .max(64, TAX_MESSAGES.missingUnicodes);

export const zReportYear = () =>
  zWireInt({ message: TAX_MESSAGES.year, min: 1000, max: 9999 });

export const zReportQuarter = () =>
  zWireInt({ message: TAX_MESSAGES.quarter }).refine((q) => (TAX_QUARTERS as readonly number[]).includes(q), TAX_MESSAGES.quarter);

/** GET computeTotalTax: the four amounts as typed so far. */
export const ZComputeTotalTaxRequest = z.object({
  valueAddedTax: zTypingAmount(),
  companyTax: zTypingAmount(),
  personalTax: zTypingAmount(),
  otherTax: zTypingAmount(),
});
export type TComputeTotalTaxRequest = z.input<typeof ZComputeTotalTaxRequest>;
export const ZComputeTotalTaxResponse = taxEnvelope(z.object({ totalTax: z.string() }));

export const ZUnicodesQuery = z.object({ unicodes: zUnicodes() });

export const ZValidateTaxReportDateRequest = z.object({
  unicodes: zUnicodes(),
  reportYear: zReportYear(),
  reportQuarter: zReportQuarter(),
});
export type TValidateTaxReportDateRequest = z.input<typeof ZValidateTaxReportDateRequest>;
export const ZTaxNullResponse = taxEnvelope(z.null());

/** POST addTaxReport: the report object of spec section 3 (its finishTaxReport is saved by its own call). */
export const ZAddTaxReportRequest = ZValidateTaxReportDateRequest.extend({
  valueAddedTax: zTaxAmount(),
  companyTax: zTaxAmount(),
  personalTax: zTaxAmount(),
  otherTax: zTaxAmount(),
});
export type TAddTaxReportRequest = z.input<typeof ZAddTaxReportRequest>;
export type TAddTaxReport = z.output<typeof ZAddTaxReportRequest>;

/** validateFinishTaxReport: data 1 when tax registration is done, 0 when not. */
/** validateFinishTaxReport: data 1 when tax registration is done, 0 when not. */
const FINISH_FLAG_MESSAGE = '请选择是否已完成税务登记';
export const ZFinishFlag = z.union([z.literal(0), z.literal(1)], { error: FINISH_FLAG_MESSAGE });

export const ZYearQuarter = z.object({ reportYear: z.number().int(), reportQuarter: z.number().int() });

export const ZTaxReport = ZYearQuarter.extend({
  id: z.number().int(),
  unicodes: z.string(),
  valueAddedTax: z.string(),
  companyTax: z.string(),
  personalTax: z.string(),
  otherTax: z.string(),
  totalTax: z.string(),
  /** ISO time the report was filed. */
  addTime: z.string(),
});
export type TTaxReport = z.infer<typeof ZTaxReport>;
export const ZAddTaxReportResponse = taxEnvelope(ZTaxReport);

/** ISO 8601 instant. */
const zTimestamp = () => z.string().describe('ISO 8601');

/** Which enterprise a reporting page is about, as the park's register knows it. */
export const ZReportingEnterprise = z.object({
  unicodes: z.string(),
  name: z.string(),
  creditCode: z.string().nullable(),
  status: z.enum(ENTERPRISE_STATUSES),
  /** When it settled (已入驻); null while applying. */
  settledAt: zTimestamp().nullable(),
  taxFinish: ZFinishFlag,
});
export type TReportingEnterprise = z.infer<typeof ZReportingEnterprise>;

/**
 * getTaxReportList: the enterprise, its reports (newest first) and its reporting state (reportingStateOf):
 * the quarters due since settlement, those filed and those missing (filed + missing = due), oldest first.
 */
export const ZTaxReportList = z.object({
  enterprise: ZReportingEnterprise,
  items: z.array(ZTaxReport),
  due: z.array(ZYearQuarter),
  filed: z.array(ZYearQuarter),
  missing: z.array(ZYearQuarter),
});
export type TTaxReportList = z.infer<typeof ZTaxReportList>;
export const ZTaxReportListResponse = taxEnvelope(ZTaxReportList);

export const ZValidateFinishTaxReportResponse = taxEnvelope(ZFinishFlag);

export const ZSaveFinishTaxReportRequest = z.object({
  unicodes: zUnicodes(),
  finishTaxReport: zWireInt({ message: FINISH_FLAG_MESSAGE }).pipe(ZFinishFlag),
});
export type TSaveFinishTaxReportRequest = z.input<typeof ZSaveFinishTaxReportRequest>;

/** Staff overview (GET uni/taxreport/getEnterpriseTaxList): enterprises paged, with their filing state. */
export const ZEnterpriseTaxListQuery = z.object({
  page: zWireInt({ message: TAX_MESSAGES.page, min: 1 }).default(1),
  size: zWireInt({ message: TAX_MESSAGES.size, min: 1, max: 100 }).default(10),
  keyword: z.string({ error: TAX_MESSAGES.keyword }).trim().max(100, TAX_MESSAGES.keyword).optional(),
});

export const ZEnterpriseTaxRow = z.object({
  unicodes: z.string(),
  name: z.string(),
  creditCode: z.string().nullable(),
  taxFinish: ZFinishFlag,
  settledAt: zTimestamp(),
  /** Quarters due since settlement, filed and missing among them (reportingStateOf): filed + missing = due. */
  dueCount: z.number().int(),
  reportCount: z.number().int(),
  missingCount: z.number().int(),
  lastReport: ZYearQuarter.nullable(),
});
export type TEnterpriseTaxRow = z.infer<typeof ZEnterpriseTaxRow>;
export const ZEnterpriseTaxList = z.object({ total: z.number().int(), items: z.array(ZEnterpriseTaxRow) });
export type TEnterpriseTaxList = z.infer<typeof ZEnterpriseTaxList>;
export const ZEnterpriseTaxListResponse = taxEnvelope(ZEnterpriseTaxList);

/** The enterprises the caller acts for, each with its register state and its reporting counts. */
export const ZReportingEnterpriseRow = ZReportingEnterprise.extend({
  dueCount: z.number().int(),
  filedCount: z.number().int(),
  missingCount: z.number().int(),
});
export type TReportingEnterpriseRow = z.infer<typeof ZReportingEnterpriseRow>;

const tag = 'taxreport';
/** The uni/taxreport calls of spec section 7, plus the staff overview, the Excel export and the enterprise chooser. */
export const TAX_CALLS = {
  computeTotalTax: defineCall({
    method: 'GET',
    path: '/uni/taxreport/computeTotalTax',
    tag,
    summary: '计算税收合计',
    input: ZComputeTotalTaxRequest,
    reply: ZComputeTotalTaxResponse,
  }),
  getTaxReportList: defineCall({
    method: 'GET',
    path: '/uni/taxreport/getTaxReportList',
    tag,
    summary: '经营情况填报记录与未填报季度',
    input: ZUnicodesQuery,
    reply: ZTaxReportListResponse,
  }),
  validateTaxReportDate: defineCall({
    method: 'GET',
    path: '/uni/taxreport/validateTaxReportDate',
    tag,
    summary: '校验填报季度',
    input: ZValidateTaxReportDateRequest,
    reply: ZTaxNullResponse,
  }),
  addTaxReport: defineCall({
    method: 'POST',
    path: '/uni/taxreport/addTaxReport',
    tag,
    summary: '填报季度经营情况',
    input: ZAddTaxReportRequest,
    reply: ZAddTaxReportResponse,
  }),
  validateFinishTaxReport: defineCall({
    method: 'GET',
    path: '/uni/taxreport/validateFinishTaxReport',
    tag,
    summary: '是否已完成税务登记（1 是，0 否）',
    input: ZUnicodesQuery,
    reply: ZValidateFinishTaxReportResponse,
  }),
  saveFinishTaxReport: defineCall({
    method: 'POST',
    path: '/uni/taxreport/saveFinishTaxReport',
    tag,
    summary: '保存税务登记状态',
    input: ZSaveFinishTaxReportRequest,
    reply: ZTaxNullResponse,
  }),
  getEnterpriseTaxList: defineCall({
    method: 'GET',
    path: '/uni/taxreport/getEnterpriseTaxList',
    tag,
    summary: '企业填报情况（工作人员）',
    input: ZEnterpriseTaxListQuery,
    reply: ZEnterpriseTaxListResponse,
  }),
  exportTaxReport: {
    method: 'GET',
    path: '/uni/taxreport/exportTaxReport',
    kind: 'file',
    tag,
    summary: '导出填报记录（Excel）',
    input: ZUnicodesQuery,
    reply: null,
  } as const satisfies Call<typeof ZUnicodesQuery, null>,
  reportingEnterprises: defineCall({
    method: 'GET',
    path: '/uni/taxreport/getReportingEnterprises',
    tag,
    summary: '本人关联的企业及其入驻与填报情况（选择填报企业）',
    input: z.object({}),
    reply: taxEnvelope(z.array(ZReportingEnterpriseRow)),
  }),
};
