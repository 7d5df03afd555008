import { z } from 'zod';
import { formatDate, type TimeInput } from '../formats/date-time.ts';
import { isCreditCode } from '../validators/credit-code.ts';
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
  /**
   * The examiner saw that a settled enterprise already holds this address and assigns it anyway (a shared
   * registered address); without it the server refuses such an address (see duplicate-address rule).
   */
  confirmDuplicateAddress: z.boolean({ error: '确认共用地址应为“是”或“否”' }).optional(),
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
 * I, O, S, V, Z), its check characters verified by the domain's validator on both ends.
 */
export const CREDIT_CODE_FORMAT = /^[0-9A-HJ-NP-RTUW-Y]{2}\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;
export const CREDIT_CODE_CHECK_MESSAGE = '统一社会信用代码校验位不正确，请核对营业执照';

export const zLicenseResult = z.object({
  creditCode: requiredText('统一社会信用代码', 18)
    .transform((v) => v.toUpperCase())
    .refine((v) => CREDIT_CODE_FORMAT.test(v), '统一社会信用代码应为18位数字或大写字母')
    .refine((v) => !CREDIT_CODE_FORMAT.test(v) || isCreditCode(v), CREDIT_CODE_CHECK_MESSAGE),
  licenseIssueDate: requiredDate('发照日期'),
  establishDate: requiredDate('成立日期'),
  registrationAuthority: requiredText('登记机关', 100),
  /** The licenseScan attachment, uploaded before the pass (FORMS.md section 3: licence stage R). */
  licenseScanId: z
    .int({ error: (iss) => (iss.input === undefined ? '请上传营业执照扫描件' : '营业执照扫描件编号不正确') })
    .positive('营业执照扫描件编号不正确'),
});

/** Per stage, its completion record, as far as the record alone can tell (see StageContext for the rest). */
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
  license: zLicenseResult,
} as const satisfies Record<Stage, z.ZodType>;

/**
 * What a stage's rules compare its result with beyond the result itself. The server builds it from the
 * database and its clock, the web from the review state and the browser's clock; both then run the same
 * rules (contextIssues), so a dialog refuses exactly what the server would.
 */
export type StageContext = {
  /** Today in China Standard Time, YYYY-MM-DD. */
  today: string;
  /** The calendar date (CST) the application was first submitted; null if never. */
  submittedOn: string | null;
  /** The date 寄送材料 recorded the materials as sent; null before that stage passed. */
  sentOn: string | null;
};
export type StageFacts = Omit<StageContext, 'today'>;

const textAt = (row: unknown, key: string): string | null => {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
};

/** The recorded facts of an application the stage rules need: its first submission and the send date. */
export const stageFactsOf = (firstSubmittedAt: TimeInput | null, stageRecords: Readonly<Record<string, unknown>>): StageFacts => ({
  submittedOn: firstSubmittedAt === null ? null : formatDate(firstSubmittedAt) || null,
  sentOn: textAt(stageRecords.industry_send, 'sentAt'),
});

/** Dates a stage records that name something that already happened: none may lie after today. */
const EVENT_DATES: Partial<Record<Stage, readonly (readonly [key: string, label: string])[]>> = {
  approval: [['reportDate', '报备日期']],
  approval_reported: [['feedbackDate', '反馈日期']],
  industry_name: [['approvedAt', '核准日期']],
  industry_enroll: [['submittedAt', '提交日期']],
  industry_send: [['sentAt', '寄出日期']],
  industry_postback: [['receivedAt', '收到日期']],
  license: [
    ['licenseIssueDate', '发照日期'],
    ['establishDate', '成立日期'],
  ],
};

export const STAGE_CONTEXT_MESSAGES = {
  future: (label: string, today: string) => `${label}不能晚于今天（${today}）`,
  receivedBeforeSent: (sentOn: string) => `收到日期不能早于材料寄出日期（${sentOn}）`,
  licenseBeforeSubmission: (submittedOn: string) => `发照日期不能早于申请提交日期（${submittedOn}）`,
} as const;

export type ContextIssue = { path: string[]; message: string };

/**
 * The refusals a result earns against its context: an event dated after today, materials received before
 * they were sent, a licence issued before the application was submitted. One issue per field at most.
 */
export const contextIssues = (stage: Stage, result: unknown, ctx: StageContext): ContextIssue[] => {
  const issues = new Map<string, string>();
  const add = (key: string, message: string) => {
    if (!issues.has(key)) issues.set(key, message);
  };
  for (const [key, label] of EVENT_DATES[stage] ?? []) {
    const date = textAt(result, key);
    if (date !== null && date > ctx.today) add(key, STAGE_CONTEXT_MESSAGES.future(label, ctx.today));
  }
  const received = textAt(result, 'receivedAt');
  if (stage === 'industry_postback' && received !== null && ctx.sentOn !== null && received < ctx.sentOn) {
    add('receivedAt', STAGE_CONTEXT_MESSAGES.receivedBeforeSent(ctx.sentOn));
  }
  const issued = textAt(result, 'licenseIssueDate');
  if (stage === 'license' && issued !== null && ctx.submittedOn !== null && issued < ctx.submittedOn) {
    add('licenseIssueDate', STAGE_CONTEXT_MESSAGES.licenseBeforeSubmission(ctx.submittedOn));
  }
  return [...issues].map(([key, message]) => ({ path: [key], message }));
};

/** Runs even when other fields are wrong, so a form shows every refusal at once (contextIssues reads defensively). */
const withContext = <S extends z.ZodType>(schema: S, stage: Stage, ctx: StageContext): S =>
  schema.superRefine(
    (value, zc) => {
      for (const issue of contextIssues(stage, value, ctx)) zc.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    },
    { when: () => true },
  ) as S;

/**
 * The result a stage records when it completes: the assignment of a distribution stage, the pass
 * record of any other, pass-only requirements included (risk checks done, the regulator agreed,
 * materials complete). With a context, the rules that need one apply too.
 */
export const stageResultSchema = (stage: Stage, ctx?: StageContext): z.ZodType =>
  ctx ? withContext(STAGE_RESULT_SCHEMAS[stage], stage, ctx) : STAGE_RESULT_SCHEMAS[stage];

/** The echoMaterialApply receipt, with the postback stage's context rules when a context is given. */
export const postbackRecordSchema = (ctx?: StageContext) => (ctx ? withContext(zPostbackRecord, 'industry_postback', ctx) : zPostbackRecord);

/**
 * How 地址分配 compares registered addresses: Unicode NFKC (full-width digits and spaces become ASCII) and no
 * whitespace at all, so '示例路 88 号' and '示例路88号' are one address. The server's query folds the same way.
 */
export const addressKey = (address: string): string => address.normalize('NFKC').replace(/\s+/g, '');

export type AddressHolder = { unicodes: string; name: string; creditCode: string | null };

export const DUPLICATE_ADDRESS_MESSAGE = (holders: readonly AddressHolder[]) =>
  `该地址已由已入驻企业${holders.map((h) => `“${h.name}”${h.creditCode ? `（${h.creditCode}）` : ''}`).join('、')}登记使用；如确认共用，请确认后再提交`;
