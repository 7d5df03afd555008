import { z } from 'zod';
import { zId } from '../api/wire-values.ts';
import type { Stage } from './stages.ts';

/**
 * What each stage records when it completes (FORMS.md section 4). The flow record adds actor and time
 * on the server; everything here comes from the examiner's form.
 */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`);

/** Optional text: an empty box means "not given", so '' is read as absent. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}应为文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const requiredDate = (label: string) =>
  z.iso.date({ error: (iss) => (iss.input === undefined ? `请选择${label}` : `${label}应为有效日期（YYYY-MM-DD）`) });

const requiredBool = (label: string) =>
  z.boolean({ error: (iss) => (iss.input === undefined ? `请选择${label}` : `${label}应为“是”或“否”`) });

export const OPINION_MAX = 2000;

/** Every stage's free opinion; optional on a pass (the action itself says 同意). */
export const zOpinion = z
  .string({ error: '审核意见应为文本' })
  .trim()
  .max(OPINION_MAX, `审核意见不能超过${OPINION_MAX}个字`)
  .default('');

export const zExaminerId = zId('审核人员编号不正确', '请选择审核人员');

export const zDistributionResult = z.object({ examinerId: zExaminerId });

/** The four centre review stages record the opinion only. */
export const zOpinionOnlyResult = z.object({});

export const zRiskResult = z.object({
  checks: z.object(
    {
      lookThroughDone: requiredBool('是否完成穿透核查'),
      creditChinaChecked: requiredBool('是否已查询信用中国'),
      dishonestDebtorHit: requiredBool('是否命中失信被执行人'),
      abnormalOperationHit: requiredBool('是否列入经营异常名录'),
      qualificationVerified: requiredBool('是否已核实从业资格'),
      litigationNote: optionalText('诉讼仲裁情况', 1000),
    },
    { error: '请填写风控核查结果' },
  ),
});

/**
 * A risk pass needs the three checks actually done. Hits do not block: they are recorded and shown,
 * and the committee decides between pass, return and refuse.
 */
const zRiskPass = zRiskResult.superRefine(({ checks }, ctx) => {
  const done = [
    ['lookThroughDone', '通过前须完成穿透核查'],
    ['creditChinaChecked', '通过前须查询信用中国'],
    ['qualificationVerified', '通过前须核实从业资格'],
  ] as const;
  for (const [key, message] of done) if (!checks[key]) ctx.addIssue({ code: 'custom', path: ['checks', key], message });
});

export const zAddressResult = z.object({
  registeredAddress: requiredText('注册地址', 200),
  building: optionalText('楼栋', 30),
  roomNo: requiredText('房间号', 20),
  area: z
    .number({ error: '面积应为数字' })
    .positive('面积应大于0')
    .max(1_000_000, '面积数值过大')
    .multipleOf(0.01, '面积最多保留两位小数')
    .optional(),
  addressCertNo: optionalText('住所证明编号', 50),
});

export const DEFAULT_REPORT_TO = '区金融工作部门';

export const zApprovalResult = z.object({
  reportDate: requiredDate('报备日期'),
  reportTo: requiredText('报备单位', 100).default(DEFAULT_REPORT_TO),
  reportDocNo: optionalText('报备文号', 50),
});

export const FEEDBACK_RESULTS = ['agree', 'disagree'] as const;
export const FEEDBACK_RESULT_LABELS: Record<(typeof FEEDBACK_RESULTS)[number], string> = {
  agree: '同意',
  disagree: '不同意',
};

export const zApprovalReportedResult = z.object({
  feedbackDate: requiredDate('反馈日期'),
  feedbackResult: z.enum(FEEDBACK_RESULTS, { error: '请选择反馈结果' }),
  feedbackDocNo: optionalText('反馈文号', 50),
});

/** The regulator's disagreement is not a pass: the examiner returns or refuses instead. */
const zApprovalReportedPass = zApprovalReportedResult.refine((r) => r.feedbackResult === 'agree', {
  path: ['feedbackResult'],
  message: '金融工作部门反馈不同意，不能通过，请选择驳回或不通过',
});

export const NAME_RESERVATION_MONTHS = 6;

/** The calendar date `months` after an ISO date, clamped to the month's end (08-31 + 6 → 02-28). */
export const addMonths = (isoDate: string, months: number): string => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
};

export const zIndustryNameResult = z
  .object({
    candidateNames: z
      .array(requiredText('备选名称', 100), { error: '请填写备选名称' })
      .min(1, '请至少填写1个备选名称')
      .max(5, '备选名称最多5个')
      .refine((names) => new Set(names).size === names.length, '备选名称不能重复'),
    approvedName: requiredText('核准名称', 100),
    nameNoticeNo: optionalText('名称告知书编号', 50),
    approvedAt: requiredDate('核准日期'),
  })
  .transform((r) => ({ ...r, reservedUntil: addMonths(r.approvedAt, NAME_RESERVATION_MONTHS) }));

export const zIndustryEnrollResult = z.object({
  onlineApplyNo: requiredText('业务流水号', 40),
  submittedAt: requiredDate('提交日期'),
  registrationAuthority: requiredText('登记机关', 100),
});

export const CARRIERS = ['EMS', 'SF', 'JD', 'other'] as const;
export const CARRIER_LABELS: Record<(typeof CARRIERS)[number], string> = {
  EMS: 'EMS',
  SF: '顺丰',
  JD: '京东',
  other: '其他',
};
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9]{8,30}$/;
const TRACKING_NO_MESSAGE = '运单号应为8至30位字母或数字';

export const zIndustrySendResult = z.object({
  carrier: z.enum(CARRIERS, { error: '请选择快递公司' }),
  trackingNo: requiredText('运单号', 30).regex(TRACKING_NO_PATTERN, TRACKING_NO_MESSAGE),
  sentAt: requiredDate('寄出日期'),
  materials: optionalText('寄送材料', 500),
});

/** Also the body of echoMaterialApply, which records a receipt (complete or not) without moving on. */
export const zPostbackRecord = z
  .object({
    receivedAt: requiredDate('收到日期'),
    complete: requiredBool('材料是否齐全'),
    missingNote: optionalText('缺少材料说明', 500),
    returnTrackingNo: optionalText('回寄运单号', 30).refine(
      (v) => v === undefined || TRACKING_NO_PATTERN.test(v),
      TRACKING_NO_MESSAGE,
    ),
  })
  .refine((r) => r.complete || r.missingNote !== undefined, {
    path: ['missingNote'],
    message: '材料不齐全时请说明缺少的材料',
  });

/** Missing materials keep the stage open (echoMaterialApply) or return it; they never pass. */
const zPostbackPass = zPostbackRecord.refine((r) => r.complete, {
  path: ['complete'],
  message: '材料不齐全，不能通过',
});

/**
 * Unified social credit code: 18 characters of the GB 32100 alphabet (digits and capitals without
 * I, O, S, V, Z). The check character is verified by the `creditCodeCheck` the caller passes in.
 */
export const CREDIT_CODE_FORMAT = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;

export type CreditCodeCheck = (code: string) => boolean;

export const licenseResultSchema = (creditCodeCheck?: CreditCodeCheck) =>
  z.object({
    creditCode: requiredText('统一社会信用代码', 18)
      .transform((v) => v.toUpperCase())
      .refine((v) => CREDIT_CODE_FORMAT.test(v), '统一社会信用代码应为18位数字或大写字母')
      .refine((v) => !creditCodeCheck || !CREDIT_CODE_FORMAT.test(v) || creditCodeCheck(v), '统一社会信用代码校验位不正确'),
    licenseIssueDate: requiredDate('发照日期'),
    establishDate: requiredDate('成立日期'),
    registrationAuthority: requiredText('登记机关', 100),
    /** The licenseScan attachment, uploaded before the pass (FORMS.md section 3: licence stage R). */
    licenseScanId: z
      .int({ error: (iss) => (iss.input === undefined ? '请上传营业执照扫描件' : '营业执照扫描件编号不正确') })
      .positive('营业执照扫描件编号不正确'),
  });

/** Per stage, its completion record; the licence's here checks the code's format only. */
export const STAGE_RESULT_SCHEMAS = {
  gov_distribution: zDistributionResult,
  gov_early: zOpinionOnlyResult,
  gov_review: zOpinionOnlyResult,
  statute_distribution: zDistributionResult,
  statute_early: zOpinionOnlyResult,
  statute_review: zOpinionOnlyResult,
  risk: zRiskPass,
  address: zAddressResult,
  approval: zApprovalResult,
  approval_reported: zApprovalReportedPass,
  industry_name: zIndustryNameResult,
  industry_enroll: zIndustryEnrollResult,
  industry_send: zIndustrySendResult,
  industry_postback: zPostbackPass,
  license: licenseResultSchema(),
} as const satisfies Record<Stage, z.ZodType>;

export type StageResult<S extends Stage> = z.output<(typeof STAGE_RESULT_SCHEMAS)[S]>;

export type StageResultOptions = { creditCodeCheck?: CreditCodeCheck };

/**
 * The result a stage records when it completes: the assignment of a distribution stage, the pass
 * record of any other, pass-only requirements included (risk checks done, the regulator agreed,
 * materials complete). Pass `creditCodeCheck` to verify the licence's GB 32100 check character.
 */
export const stageResultSchema = (stage: Stage, options: StageResultOptions = {}): z.ZodType =>
  stage === 'license' && options.creditCodeCheck ? licenseResultSchema(options.creditCodeCheck) : STAGE_RESULT_SCHEMAS[stage];
