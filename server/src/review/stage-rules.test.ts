import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply } from '@ftown/domain/applications/api/apply.schemas';
import { REVIEW_CALLS, type TFlowRecord, type TReviewState, type TStaffUser } from '@ftown/domain/review/api/review.schemas';
import type { Stage } from '@ftown/domain/review/stages';
import { makeCreditCode } from '@ftown/domain/validators/credit-code';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { data, review, submittedApplication, uploadLicenseScan, type Res } from './test-support.ts';

/**
 * Stage results the application's own history makes impossible (domain contextIssues), and the shared address
 * 地址分配 warns about. The test clock stands at 2026-03-02 09:00 China time, the day every application here
 * is submitted.
 */

let t: TestApp;
const tokens = {} as Record<'applicant' | 'chief' | 'lawchief' | 'gov1' | 'law1' | 'risk1' | 'biz1', string>;
const ids = {} as Record<'gov1' | 'law1', number>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['chief', 'lawchief', 'gov1', 'law1', 'risk1', 'biz1'] as const) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  const users = data<TStaffUser[]>(await review(t.app, tokens.chief, 'getUserListByNode', { node: '1' }));
  ids.gov1 = users.find((u) => u.name === '黄磊')!.id;
  ids.law1 = users.find((u) => u.name === '林静')!.id;
});
afterAll(async () => {
  await t?.close();
});

const TODAY = '2026-03-02';
const CREDIT_CODE = makeCreditCode('91', '33010087654321');
/** The settled neighbour's own code: a licence earlier in this file settled an enterprise with CREDIT_CODE. */
const HOLDER_CODE = makeCreditCode('91', '33010012345678');

let rooms = 0;
/** Each application its own room, so no two ask for the same address unless a test means them to. */
const nextAddress = () => `杭州市上城区基金小镇 2 幢 ${(rooms += 1)} 室`;

const RESULTS: Partial<Record<Stage, () => Record<string, unknown>>> = {
  risk: () => ({
    checks: { lookThroughDone: true, creditChinaChecked: true, dishonestDebtorHit: false, abnormalOperationHit: false, qualificationVerified: true },
  }),
  address: () => ({ registeredAddress: nextAddress(), roomNo: String(rooms) }),
  approval: () => ({ reportDate: TODAY }),
  approval_reported: () => ({ feedbackDate: TODAY, feedbackResult: 'agree' }),
  industry_name: () => ({ candidateNames: ['杭州丙私募基金管理有限公司'], approvedName: '杭州丙私募基金管理有限公司', approvedAt: TODAY }),
  industry_enroll: () => ({ onlineApplyNo: 'WSDJ-2026-9', submittedAt: TODAY, registrationAuthority: '杭州市上城区市场监督管理局' }),
  industry_send: () => ({ carrier: 'SF', trackingNo: 'SF1234567890', sentAt: TODAY }),
  industry_postback: () => ({ receivedAt: TODAY, complete: true }),
};

const TOKEN_OF: Partial<Record<Stage, keyof typeof tokens>> = {
  gov_early: 'gov1',
  gov_review: 'gov1',
  statute_early: 'law1',
  statute_review: 'law1',
  risk: 'risk1',
};
const tokenOf = (stage: Stage) => tokens[TOKEN_OF[stage] ?? 'biz1'];

const pass = (apply: number, stage: Stage, result: Record<string, unknown>) => review(t.app, tokenOf(stage), 'pass', { apply, stage, opinion: '同意', result });

/** A new application carried by the demo staff up to `target` (its stage afterwards). */
const applicationAt = async (target: Stage): Promise<TApply> => {
  const submitted = await submittedApplication(t.app, tokens.applicant);
  data(await review(t.app, tokens.chief, 'startExamine', { id: submitted.id, unicodes: submitted.unicodes }));
  let apply = data<TApply>(await review(t.app, tokens.chief, 'assign', { apply: submitted.id, stage: 'gov_distribution', examiner: ids.gov1 }));
  while (apply.stage !== target) {
    const stage = apply.stage as Stage;
    apply =
      stage === 'statute_distribution'
        ? data<TApply>(await review(t.app, tokens.lawchief, 'assign', { apply: apply.id, stage, examiner: ids.law1 }))
        : data<TApply>(await pass(apply.id, stage, RESULTS[stage]?.() ?? {}));
  }
  return apply;
};

const refusal = (res: Res) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { code: number; message: string; data: { fields: Record<string, string>; duplicateAddress?: unknown } };
  expect(body.code).toBe(CODES.badInput);
  return body;
};

const flowLength = async (apply: number) => data<TFlowRecord[]>(await review(t.app, tokens.chief, 'getAllByApply', { apply })).length;

describe('stage results against the application', () => {
  it('refuses a report date after today (报备前预审, 预审已报备) and records nothing', async () => {
    const apply = await applicationAt('approval');
    const before = await flowLength(apply.id);
    const future = refusal(await pass(apply.id, 'approval', { reportDate: '2026-03-03' }));
    expect(future.message).toBe('报备日期不能晚于今天（2026-03-02）');
    expect(future.data.fields).toEqual({ 'result.reportDate': '报备日期不能晚于今天（2026-03-02）' });
    expect(await flowLength(apply.id)).toBe(before);

    data(await pass(apply.id, 'approval', { reportDate: TODAY }));
    const feedback = refusal(await pass(apply.id, 'approval_reported', { feedbackDate: '2026-04-01', feedbackResult: 'agree' }));
    expect(feedback.data.fields).toEqual({ 'result.feedbackDate': '反馈日期不能晚于今天（2026-03-02）' });
  });

  it('refuses materials received before they were sent, in the pass and in the receipt', async () => {
    const apply = await applicationAt('industry_send');
    data(await pass(apply.id, 'industry_send', { carrier: 'EMS', trackingNo: 'EMS123456789', sentAt: TODAY }));
    const early = { receivedAt: '2026-03-01', complete: true };
    const passed = refusal(await pass(apply.id, 'industry_postback', early));
    expect(passed.data.fields).toEqual({ 'result.receivedAt': '收到日期不能早于材料寄出日期（2026-03-02）' });
    const receipt = refusal(await review(t.app, tokens.biz1, 'echoMaterialApply', { id: apply.id, unicodes: apply.unicodes, ...early }));
    expect(receipt.data.fields).toEqual({ receivedAt: '收到日期不能早于材料寄出日期（2026-03-02）' });

    const state = data<TReviewState>(await review(t.app, tokens.biz1, 'getReviewState', { apply: apply.id }));
    expect(state.apply.stage).toBe('industry_postback');
    expect(state.stageRecords).not.toHaveProperty('industry_postback');
    expect(state.stageFacts).toEqual({ submittedOn: TODAY, sentOn: TODAY });
  });

  it('refuses a licence whose credit code fails GB 32100 or whose date precedes the submission, then settles a sound one', async () => {
    const apply = await applicationAt('license');
    const licenseScanId = await uploadLicenseScan(t.app, tokens.biz1, apply.id);
    const licence = { creditCode: CREDIT_CODE, licenseIssueDate: TODAY, establishDate: TODAY, registrationAuthority: '杭州市上城区市场监督管理局', licenseScanId };
    const wrongCheck = `${CREDIT_CODE.slice(0, 17)}${CREDIT_CODE.endsWith('1') ? '2' : '1'}`;

    const badCode = refusal(await pass(apply.id, 'license', { ...licence, creditCode: wrongCheck }));
    expect(badCode.data.fields).toEqual({ 'result.creditCode': '统一社会信用代码校验位不正确，请核对营业执照' });
    const beforeSubmission = refusal(await pass(apply.id, 'license', { ...licence, licenseIssueDate: '2026-03-01' }));
    expect(beforeSubmission.data.fields).toEqual({ 'result.licenseIssueDate': '发照日期不能早于申请提交日期（2026-03-02）' });
    const future = refusal(await pass(apply.id, 'license', { ...licence, licenseIssueDate: '2026-03-03' }));
    expect(future.data.fields).toEqual({ 'result.licenseIssueDate': '发照日期不能晚于今天（2026-03-02）' });

    expect(data<TApply>(await pass(apply.id, 'license', licence))).toMatchObject({ status: 6 });
  });
});

describe('地址分配 and a settled enterprise at the same address', () => {
  const HELD = '杭州市上城区基金小镇 9 幢 901 室';

  it('warns with the holder, refuses the pass until the examiner confirms, and records the confirmation', async () => {
    const apply = await applicationAt('address');
    const holder = await t.app.db
      .insertInto('enterprises')
      .values({ unicodes: 'ENT-90', name: '杭州已入驻示例投资有限公司', creditCode: HOLDER_CODE, createdAt: t.clock.now(), status: 'settled', registeredAddress: HELD })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The same address typed with other spacing and full-width digits is the same address.
    const typed = '杭州市上城区基金小镇９幢　901室';
    const warn = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${REVIEW_CALLS.getAddressHolders.path}`,
      headers: { 'x-token': tokens.biz1 },
      query: { apply: String(apply.id), address: typed },
    });
    expect(data(warn)).toEqual([{ unicodes: 'ENT-90', name: '杭州已入驻示例投资有限公司', creditCode: HOLDER_CODE }]);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${REVIEW_CALLS.getAddressHolders.path}`,
      headers: { 'x-token': tokens.biz1 },
      query: { apply: String(apply.id), address: '杭州市上城区基金小镇 9 幢 902 室' },
    });
    expect(data(elsewhere)).toEqual([]);
    const notAllowed = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${REVIEW_CALLS.getAddressHolders.path}`,
      headers: { 'x-token': tokens.applicant },
      query: { apply: String(apply.id), address: typed },
    });
    expect(notAllowed.statusCode).toBe(403);

    const result = { registeredAddress: typed, roomNo: '901' };
    const refused = refusal(await pass(apply.id, 'address', result));
    expect(refused.message).toContain('杭州已入驻示例投资有限公司');
    expect(refused.data.fields['result.registeredAddress']).toBe(refused.message);
    expect(refused.data.duplicateAddress).toEqual([{ unicodes: 'ENT-90', name: '杭州已入驻示例投资有限公司', creditCode: HOLDER_CODE }]);

    const passed = data<TApply>(await pass(apply.id, 'address', { ...result, confirmDuplicateAddress: true }));
    expect(passed.stage).toBe('approval');
    const state = data<TReviewState>(await review(t.app, tokens.biz1, 'getReviewState', { apply: apply.id }));
    expect(state.stageRecords.address).toMatchObject({ registeredAddress: typed, confirmDuplicateAddress: true });

    // An enterprise that has not settled holds nothing.
    await t.app.db.updateTable('enterprises').set({ status: 'applying' }).where('id', '=', holder.id).execute();
    const next = await applicationAt('address');
    expect(data<TApply>(await pass(next.id, 'address', { registeredAddress: HELD, roomNo: '901' })).stage).toBe('approval');
  });
});
