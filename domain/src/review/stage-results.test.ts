import { describe, expect, it } from 'vitest';
import { zAssignInput, zNoteActionInput, zPassInput } from './action-inputs.ts';
import { addMonths, postbackRecordSchema, stageFactsOf, stageResultSchema, zPostbackRecord, type StageContext } from './stage-results.ts';
import { STAGES, type Stage } from './stages.ts';

/** A complete, valid result of each stage. */
const VALID: Record<Stage, Record<string, unknown>> = {
  gov_distribution: { examinerId: 11 },
  gov_early: {},
  gov_review: {},
  statute_distribution: { examinerId: 21 },
  statute_early: {},
  statute_review: {},
  risk: {
    checks: {
      lookThroughDone: true,
      creditChinaChecked: true,
      dishonestDebtorHit: false,
      abnormalOperationHit: false,
      qualificationVerified: true,
      litigationNote: '无',
    },
  },
  address: { registeredAddress: '杭州市上城区示例路 88 号 3 幢', roomNo: '201', area: 120.5 },
  approval: { reportDate: '2026-03-02' },
  approval_reported: { feedbackDate: '2026-03-09', feedbackResult: 'agree' },
  industry_name: {
    candidateNames: ['杭州示例私募基金管理有限公司', '杭州示远私募基金管理有限公司', '杭州示川私募基金管理有限公司'],
    approvedName: '杭州示例私募基金管理有限公司',
    approvedAt: '2026-03-20',
  },
  industry_enroll: { onlineApplyNo: 'WSDJ-2026-000123', submittedAt: '2026-01-20', registrationAuthority: '杭州市上城区市场监督管理局' },
  industry_send: { carrier: 'SF', trackingNo: 'SF0000000000001', sentAt: '2026-02-03' },
  industry_postback: { receivedAt: '2026-02-06', complete: true },
  license: {
    creditCode: '91330100MA27XY018X',
    licenseIssueDate: '2026-02-10',
    establishDate: '2019-05-20',
    registrationAuthority: '杭州市上城区市场监督管理局',
    licenseScanId: 3,
  },
};

const messages = (stage: Stage, input: unknown, ctx?: StageContext) =>
  stageResultSchema(stage, ctx)
    .safeParse(input)
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('stage results (FORMS.md section 4)', () => {
  it.each(STAGES)('accepts a complete %s result', (stage) => {
    expect(messages(stage, VALID[stage])).toEqual([]);
  });

  it.each<[Stage, Record<string, unknown>, [string, string][]]>([
    ['gov_distribution', {}, [['examinerId', '请选择审核人员']]],
    ['gov_distribution', { examinerId: 0 }, [['examinerId', '审核人员编号不正确']]],
    [
      'risk',
      { checks: { ...(VALID.risk.checks as object), lookThroughDone: false, creditChinaChecked: undefined } },
      [['checks.creditChinaChecked', '请选择是否已查询信用中国']],
    ],
    ['risk', { checks: { ...(VALID.risk.checks as object), lookThroughDone: false } }, [['checks.lookThroughDone', '通过前须完成穿透核查']]],
    ['address', { registeredAddress: ' ', roomNo: 'x'.repeat(21) }, [['registeredAddress', '请填写注册地址'], ['roomNo', '房间号不能超过20个字']]],
    ['address', { ...VALID.address, area: 1.234 }, [['area', '面积最多保留两位小数']]],
    ['approval', { reportDate: '2026-02-30' }, [['reportDate', '报备日期应为有效日期（YYYY-MM-DD）']]],
    ['approval_reported', { feedbackDate: '2026-03-09', feedbackResult: 'disagree' }, [['feedbackResult', '金融工作部门反馈不同意，不能通过，请选择驳回或不通过']]],
    ['approval_reported', { feedbackDate: '2026-03-09', feedbackResult: 'maybe' }, [['feedbackResult', '请选择反馈结果']]],
    ['industry_name', { ...VALID.industry_name, candidateNames: ['甲', '甲'] }, [['candidateNames', '备选名称不能重复']]],
    ['industry_name', { ...VALID.industry_name, candidateNames: [] }, [['candidateNames', '请至少填写1个备选名称']]],
    ['industry_name', { ...VALID.industry_name, candidateNames: ['1', '2', '3', '4', '5', '6'] }, [['candidateNames', '备选名称最多5个']]],
    ['industry_send', { ...VALID.industry_send, trackingNo: 'SF-1', carrier: 'UPS' }, [['carrier', '请选择快递公司'], ['trackingNo', '运单号应为8至30位字母或数字']]],
    [
      'industry_postback',
      { receivedAt: '2026-02-06', complete: false },
      [['missingNote', '材料不齐全时请说明缺少的材料'], ['complete', '材料不齐全，不能通过']],
    ],
    ['industry_postback', { receivedAt: '2026-02-06', complete: false, missingNote: '缺章程' }, [['complete', '材料不齐全，不能通过']]],
    ['license', { ...VALID.license, creditCode: '91330100MA27XY01' }, [['creditCode', '统一社会信用代码应为18位数字或大写字母']]],
    ['license', { ...VALID.license, licenseScanId: undefined }, [['licenseScanId', '请上传营业执照扫描件']]],
  ])('refuses a bad %s result with Chinese messages', (stage, input, want) => {
    expect(messages(stage, input)).toEqual(want);
  });

  it('defaults the report recipient and derives the name reservation', () => {
    expect(stageResultSchema('approval').parse(VALID.approval)).toEqual({ reportDate: '2026-03-02', reportTo: '区金融工作部门' });
    expect(stageResultSchema('industry_name').parse(VALID.industry_name)).toMatchObject({ reservedUntil: '2026-09-20' });
  });

  it.each([
    ['2026-03-20', '2026-09-20'],
    ['2026-08-31', '2027-02-28'],
    ['2027-08-31', '2028-02-29'],
    ['2026-12-15', '2027-06-15'],
  ])('reserves a name approved %s until %s', (from, to) => {
    expect(addMonths(from, 6)).toBe(to);
  });

  it('checks the credit code to GB 32100, upper-casing it first', () => {
    expect(messages('license', { ...VALID.license, creditCode: '91330100MA27XY0181' })).toEqual([['creditCode', '统一社会信用代码校验位不正确，请核对营业执照']]);
    expect(messages('license', { ...VALID.license, creditCode: '91330100ma27xy018x' })).toEqual([]);
  });

  it('records an incomplete receipt through echoMaterialApply', () => {
    expect(zPostbackRecord.safeParse({ receivedAt: '2026-02-06', complete: false, missingNote: '缺章程' }).success).toBe(true);
  });
});

describe('stage results against their context', () => {
  const ctx: StageContext = { today: '2026-03-20', submittedOn: '2026-01-05', sentOn: '2026-02-03' };

  it.each(STAGES)('accepts a complete %s result dated within its context', (stage) => {
    expect(messages(stage, VALID[stage], ctx)).toEqual([]);
  });

  it.each<[Stage, Record<string, unknown>, [string, string][]]>([
    ['approval', { reportDate: '2026-03-21' }, [['reportDate', '报备日期不能晚于今天（2026-03-20）']]],
    ['approval_reported', { feedbackDate: '2026-04-01', feedbackResult: 'agree' }, [['feedbackDate', '反馈日期不能晚于今天（2026-03-20）']]],
    ['industry_name', { ...VALID.industry_name, approvedAt: '2026-03-21' }, [['approvedAt', '核准日期不能晚于今天（2026-03-20）']]],
    ['industry_enroll', { ...VALID.industry_enroll, submittedAt: '2027-01-01' }, [['submittedAt', '提交日期不能晚于今天（2026-03-20）']]],
    ['industry_send', { ...VALID.industry_send, sentAt: '2026-03-21' }, [['sentAt', '寄出日期不能晚于今天（2026-03-20）']]],
    ['industry_postback', { receivedAt: '2026-02-02', complete: true }, [['receivedAt', '收到日期不能早于材料寄出日期（2026-02-03）']]],
    ['industry_postback', { receivedAt: '2026-03-21', complete: true }, [['receivedAt', '收到日期不能晚于今天（2026-03-20）']]],
    ['license', { ...VALID.license, licenseIssueDate: '2026-01-04' }, [['licenseIssueDate', '发照日期不能早于申请提交日期（2026-01-05）']]],
    ['license', { ...VALID.license, licenseIssueDate: '2026-03-21' }, [['licenseIssueDate', '发照日期不能晚于今天（2026-03-20）']]],
    ['license', { ...VALID.license, establishDate: '2026-03-21' }, [['establishDate', '成立日期不能晚于今天（2026-03-20）']]],
  ])('refuses an impossible %s result', (stage, input, want) => {
    expect(messages(stage, input, ctx)).toEqual(want);
    expect(messages(stage, input)).toEqual([]);
  });

  it('accepts the boundary days: today, the send date, the submission date', () => {
    expect(messages('approval', { reportDate: '2026-03-20' }, ctx)).toEqual([]);
    expect(messages('industry_postback', { receivedAt: '2026-02-03', complete: true }, ctx)).toEqual([]);
    expect(messages('license', { ...VALID.license, licenseIssueDate: '2026-01-05' }, ctx)).toEqual([]);
  });

  it('skips a comparison whose fact is not recorded yet', () => {
    const bare = { ...ctx, submittedOn: null, sentOn: null };
    expect(messages('industry_postback', { receivedAt: '2026-01-01', complete: true }, bare)).toEqual([]);
    expect(messages('license', { ...VALID.license, licenseIssueDate: '2020-01-01' }, bare)).toEqual([]);
  });

  it('applies the postback rules to an echoMaterialApply receipt too', () => {
    const issues = postbackRecordSchema(ctx).safeParse({ receivedAt: '2026-02-01', complete: false, missingNote: '缺章程' }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['receivedAt', '收到日期不能早于材料寄出日期（2026-02-03）']]);
  });

  it('reads the facts from the first submission (in China time) and the send record', () => {
    expect(stageFactsOf('2026-01-04T16:30:00Z', { industry_send: { sentAt: '2026-02-03' } })).toEqual({ submittedOn: '2026-01-05', sentOn: '2026-02-03' });
    expect(stageFactsOf(null, {})).toEqual({ submittedOn: null, sentOn: null });
  });
});

describe('action inputs', () => {
  it('takes a pass body by the stage it names', () => {
    expect(zPassInput.parse({ stage: 'gov_early' })).toEqual({ stage: 'gov_early', opinion: '', result: {} });
    const p = zPassInput.safeParse({ stage: 'address', opinion: '同意', result: { roomNo: '201' } });
    expect(p.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['result.registeredAddress', '请填写注册地址']]);
    expect(zPassInput.safeParse({ stage: 'gov_distribution', result: { examinerId: 1 } }).success).toBe(false);
    expect(zPassInput.safeParse({ stage: 'license', opinion: 'x'.repeat(2001), result: VALID.license }).error?.issues[0]?.message).toBe(
      '审核意见不能超过2000个字',
    );
    expect(zPassInput.safeParse({ stage: 'license', result: { ...VALID.license, creditCode: '91330100MA27XY0181' } }).success).toBe(false);
  });

  it('takes an assignment at a distribution stage only', () => {
    expect(zAssignInput.parse({ stage: 'statute_distribution', examiner: 21 })).toEqual({ stage: 'statute_distribution', examiner: 21 });
    expect(zAssignInput.safeParse({ stage: 'gov_early', examiner: 21 }).error?.issues[0]?.message).toBe('审核环节不正确');
  });

  it('takes a return or refusal with items and reason', () => {
    expect(zNoteActionInput.parse({ stage: 'risk', items: '资金来源', reason: '说明不足' })).toEqual({
      stage: 'risk',
      opinion: '',
      items: '资金来源',
      reason: '说明不足',
      other: '',
      corrections: [],
    });
  });
});
