import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply, TApplyDetail, TApplyPage } from '@ftown/domain/applications/api/apply.schemas';
import { exampleFor } from '@ftown/domain/applications/examples';
import type {
  TAllowedActions,
  TCompareResult,
  TChangeInfo,
  TEnterpriseFlow,
  TExaminerCandidate,
  TFlowRecord,
  TOpinionsResponse,
  TRecentStep,
  TReviewState,
  TStaffUser,
} from '@ftown/domain/review/api/review.schemas';
import { REVIEW_MESSAGES } from '@ftown/domain/review/review-messages';
import { parseOpinionNote } from '@ftown/domain/review/opinion-note';
import type { Stage } from '@ftown/domain/review/stages';
import { makeCreditCode } from '@ftown/domain/validators/credit-code';
import { call, tinyPdf, upload } from '../applications/test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, smsLogin } from '../test/login.ts';
import { data, review, submittedApplication, uploadLicenseScan, type Res } from './test-support.ts';

let t: TestApp;
const tokens = {} as Record<'applicant' | 'stranger' | 'admin' | 'chief' | 'lawchief' | 'gov1' | 'law1' | 'risk1' | 'biz1', string>;
const ids = {} as Record<'gov1' | 'law1' | 'risk1', number>;

beforeAll(async () => {
  t = await buildTestApp();
  const staff = ['admin', 'chief', 'lawchief', 'gov1', 'law1', 'risk1', 'biz1'] as const;
  for (const name of staff) tokens[name] = await passwordLogin(t.app, 'personPassword', name);
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  tokens.stranger = await smsLogin(t.app, 'personMobile', '13900000201');
  const users = data<TStaffUser[]>(await review(t.app, tokens.chief, 'getUserListByNode', { node: '1' }));
  for (const name of ['gov1', 'law1', 'risk1'] as const) ids[name] = users.find((u) => REALNAMES[u.name] === name)!.id;
});
afterAll(async () => {
  await t?.close();
});

/** The demo staff's real names (seed) by login. */
const REALNAMES: Record<string, string> = { 黄磊: 'gov1', 林静: 'law1', 罗军: 'risk1' };

const refused = (res: Res, status: number, code: number) => {
  expect(res.statusCode, res.body).toBe(status);
  const b = res.json() as { code: number; message: string; data: { fields?: Record<string, string> } | null };
  expect(b.code).toBe(code);
  expect(b.message).toMatch(/[\u4e00-\u9fa5]/);
  return b;
};

const CREDIT_CODE = makeCreditCode('91', '33010012345678');

/** A valid pass result for each stage, as the examiner's form would send it; dated on the test clock's day (2026-03-02). */
const RESULTS: Partial<Record<Stage, Record<string, unknown>>> = {
  risk: {
    checks: { lookThroughDone: true, creditChinaChecked: true, dishonestDebtorHit: false, abnormalOperationHit: false, qualificationVerified: true },
  },
  address: { registeredAddress: '杭州市上城区基金小镇 1 幢 101 室', roomNo: '101' },
  approval: { reportDate: '2026-03-02' },
  approval_reported: { feedbackDate: '2026-03-02', feedbackResult: 'agree' },
  industry_name: { candidateNames: ['杭州甲私募基金管理有限公司'], approvedName: '杭州甲私募基金管理有限公司', approvedAt: '2026-03-02' },
  industry_enroll: { onlineApplyNo: 'WSDJ-2026-1', submittedAt: '2026-03-02', registrationAuthority: '杭州市上城区市场监督管理局' },
  industry_send: { carrier: 'SF', trackingNo: 'SF1234567890', sentAt: '2026-03-02' },
  industry_postback: { receivedAt: '2026-03-02', complete: true },
};

const STAGE_TOKEN: Record<Stage, keyof typeof tokens> = {
  gov_distribution: 'chief',
  gov_early: 'gov1',
  gov_review: 'gov1',
  statute_distribution: 'lawchief',
  statute_early: 'law1',
  statute_review: 'law1',
  risk: 'risk1',
  address: 'biz1',
  approval: 'biz1',
  approval_reported: 'biz1',
  industry_name: 'biz1',
  industry_enroll: 'biz1',
  industry_send: 'biz1',
  industry_postback: 'biz1',
  license: 'biz1',
};

const startAndAssign = async (apply: TApply) => {
  data(await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes }));
  return data<TApply>(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: ids.gov1 }));
};

const pass = (token: string, apply: number, stage: Stage, result: Record<string, unknown> = RESULTS[stage] ?? {}) =>
  review(t.app, token, 'pass', { apply, stage, opinion: '同意', result });

const flowOf = async (apply: number) => data<TFlowRecord[]>(await review(t.app, tokens.admin, 'getAllByApply', { apply }));

describe('the whole path', () => {
  it('goes from submission through every stage to settled', async () => {
    const submitted = await submittedApplication(t.app, tokens.applicant);
    expect(submitted.status).toBe(1);

    const started = data<TApply>(await review(t.app, tokens.chief, 'startExamine', { id: submitted.id, unicodes: submitted.unicodes }));
    expect(started).toMatchObject({ status: 2, stage: 'gov_distribution' });

    const candidates = data<TExaminerCandidate[]>(await review(t.app, tokens.chief, 'selectExamineAssistant', { stage: 'gov_distribution' }));
    expect(candidates.map((c) => c.id)).toContain(ids.gov1);
    expect(candidates.map((c) => c.id)).not.toContain(ids.risk1);

    let apply = data<TApply>(await review(t.app, tokens.chief, 'assign', { apply: submitted.id, stage: 'gov_distribution', examiner: ids.gov1 }));
    expect(apply).toMatchObject({ stage: 'gov_early', govExaminerId: ids.gov1 });

    for (const stage of ['gov_early', 'gov_review'] as const) apply = data(await pass(tokens.gov1, apply.id, stage));
    expect(apply.stage).toBe('statute_distribution');
    apply = data(await review(t.app, tokens.lawchief, 'assign', { apply: apply.id, stage: 'statute_distribution', examiner: ids.law1 }));
    expect(apply).toMatchObject({ stage: 'statute_early', statuteExaminerId: ids.law1 });

    const recordStages = ['statute_early', 'statute_review', 'risk', 'address', 'approval', 'approval_reported', 'industry_name', 'industry_enroll', 'industry_send'] as const;
    for (const stage of recordStages) {
      expect(apply.stage).toBe(stage);
      apply = data(await pass(tokens[STAGE_TOKEN[stage]], apply.id, stage));
    }

    // A receipt of incomplete materials is recorded without moving on; the complete one passes.
    expect(apply.stage).toBe('industry_postback');
    apply = data(
      await review(t.app, tokens.biz1, 'echoMaterialApply', { id: apply.id, unicodes: apply.unicodes, receivedAt: '2026-03-02', complete: false, missingNote: '缺少章程原件' }),
    );
    expect(apply.stage).toBe('industry_postback');
    apply = data(await pass(tokens.biz1, apply.id, 'industry_postback'));

    expect(apply.stage).toBe('license');
    const licenseResult = {
      creditCode: CREDIT_CODE,
      licenseIssueDate: '2026-03-02',
      establishDate: '2026-03-02',
      registrationAuthority: '杭州市上城区市场监督管理局',
    };
    refused(await pass(tokens.biz1, apply.id, 'license', { ...licenseResult, licenseScanId: 999_999 }), 400, CODES.badInput);
    const scanId = await uploadLicenseScan(t.app, tokens.biz1, apply.id);
    apply = data(await pass(tokens.biz1, apply.id, 'license', { ...licenseResult, licenseScanId: scanId }));
    expect(apply).toMatchObject({ status: 6, stage: null, settledAt: expect.any(String) });

    const live = data<TApplyDetail>(await call(t.app, tokens.applicant, 'getOneApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(live.sections.base).toMatchObject({
      name: exampleFor('manager_company').base?.name,
      creditCode: CREDIT_CODE,
      establishDate: '2026-03-02',
      registeredAddress: RESULTS.address?.registeredAddress,
    });

    const flow = await flowOf(apply.id);
    expect(flow.map((r) => r.action)).toEqual([
      'startExamine',
      'assign',
      'pass',
      'pass',
      'assign',
      ...recordStages.map(() => 'pass'),
      'echoMaterialApply',
      'pass',
      'pass',
    ]);
    expect(flow.at(-1)).toMatchObject({ stage: 'license', status: 6, toStage: null, result: { creditCode: CREDIT_CODE, licenseScanId: scanId } });

    const recent = data<TRecentStep>(await review(t.app, tokens.applicant, 'getRecentStepByApply', { apply: apply.id }));
    expect(recent.steps.status).toBe('finish');
    expect(recent.record?.id).toBe(flow.at(-1)?.id);

    const state = data<TReviewState>(await review(t.app, tokens.admin, 'getReviewState', { apply: apply.id }));
    expect(state.stageRecords).toMatchObject({ address: RESULTS.address, industry_postback: RESULTS.industry_postback });
    expect(state.assignees.government).toMatchObject({ id: ids.gov1, name: '黄磊' });
    expect(state.actions).toEqual(['packQApply']);
  });
});

describe('return, resubmission and compare', () => {
  it('returns with the 驳回 note, resumes at the returning stage as version 2, and shows the change', async () => {
    const apply = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    data(await pass(tokens.gov1, apply.id, 'gov_early'));

    const before = (await review(t.app, tokens.applicant, 'getOpinions', { apply: apply.id, unicodes: apply.unicodes })).json() as TOpinionsResponse;
    expect(before).toEqual({ code: '404', message: REVIEW_MESSAGES.noOpinions, data: [] });

    const badVersion = refused(
      await review(t.app, tokens.gov1, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: 'v1', stage: 'gov_review', items: '名称', reason: '重名' }),
      400,
      CODES.badInput,
    );
    expect(badVersion.message).toBe('参数[version]当前不可用');
    refused(
      await review(t.app, tokens.gov1, 'remadApply', { id: apply.id, unicodes: apply.unicodes, version: 2, stage: 'gov_review', items: '名称', reason: '重名' }),
      409,
      CODES.conflict,
    );

    const returned = data<TApply>(
      await review(t.app, tokens.gov1, 'remadApply', {
        id: apply.id,
        unicodes: apply.unicodes,
        version: 1,
        stage: 'gov_review',
        items: '企业名称',
        reason: '与已登记企业名称近似；请更换',
        other: '',
      }),
    );
    expect(returned).toMatchObject({ status: 4, stage: null, haltedAt: 'gov_review' });
    expect(parseOpinionNote(returned.note ?? '')).toEqual({ type: 'return', project: '企业名称', reason: '与已登记企业名称近似；请更换', other: '' });

    const opinions = (await review(t.app, tokens.applicant, 'getOpinions', { apply: apply.id, unicodes: apply.unicodes })).json() as TOpinionsResponse;
    expect(opinions.code).toBe('0');
    expect(opinions.data).toHaveLength(1);
    expect(opinions.data[0]).toMatchObject({ project: '企业名称', reason: '与已登记企业名称近似；请更换', note: returned.note });
    expect(opinions.data[0]?.subject).toContain('驳回');

    const rejection = data<TApplyPage>(await call(t.app, tokens.chief, 'getAllApply', { job: 'rejection', size: 100 }));
    expect(rejection.items.map((a) => a.id)).toContain(apply.id);

    const newName = '杭州乙私募基金管理有限公司';
    const base = { ...exampleFor('manager_company').base, name: newName };
    data(await call(t.app, tokens.applicant, 'saveSection', { id: apply.id, unicodes: apply.unicodes, section: 'base', data: base }));
    // A file added for version 2 is a change too.
    const added = await upload(t.app, tokens.applicant, {
      fields: { id: apply.id, unicodes: apply.unicodes, section: 'base', key: 'commitmentLetter' },
      file: { name: '第二版承诺函.pdf', content: tinyPdf('v2') },
    });
    expect(added.statusCode).toBe(200);
    const resubmitted = data<TApply>(await call(t.app, tokens.applicant, 'submitApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(resubmitted).toMatchObject({ status: 2, stage: 'gov_review', version: 2, govExaminerId: ids.gov1 });
    expect((await flowOf(apply.id)).at(-1)).toMatchObject({ action: 'resubmit', version: 2, toStage: 'gov_review' });

    const compare = data<TCompareResult>(await review(t.app, tokens.gov1, 'getCompareResultForApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(compare).toMatchObject({ version: 2, against: 1 });
    const baseDiff = compare.diff.sections.find((s) => s.section === 'base');
    expect(baseDiff?.fields).toContainEqual({ path: 'name', before: exampleFor('manager_company').base?.name, after: newName });
    expect(compare.attachments.added).toEqual([expect.objectContaining({ section: 'base', key: 'commitmentLetter', name: '第二版承诺函.pdf' })]);
    expect(compare.attachments.size).toBe(1);
    expect(compare.diff.total).toBe(1);

    const capital = data<TCompareResult>(await review(t.app, tokens.gov1, 'getCapitalCompareResultForApply', { id: apply.id, unicodes: apply.unicodes }));
    expect(capital.diff.sections.map((s) => s.section)).toEqual(['capital']);
    expect(capital.diff.total).toBe(0);
    const changes = data<TChangeInfo>(await review(t.app, tokens.gov1, 'getExecutivesChangeInfo', { id: apply.id, unicodes: apply.unicodes, version: 2 }));
    expect(changes).toMatchObject({ version: 2, against: 1, diff: { section: 'executives', size: 0 } });

    refused(await review(t.app, tokens.applicant, 'getCompareResultForApply', { id: apply.id, unicodes: apply.unicodes }), 403, CODES.forbidden);
  });
});

describe('refusal', () => {
  it('gives status 5 with the 不通过 note and lists it as not passed', async () => {
    const apply = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    const refusedApply = data<TApply>(
      await review(t.app, tokens.gov1, 'refuse', { apply: apply.id, stage: 'gov_early', items: '股东资格', reason: '股东存在失信记录' }),
    );
    expect(refusedApply).toMatchObject({ status: 5, stage: null, haltedAt: 'gov_early' });
    expect(parseOpinionNote(refusedApply.note ?? '')?.type).toBe('refuse');

    const nopassed = data<TApplyPage>(await call(t.app, tokens.chief, 'getAllApply', { job: 'nopassed', size: 100 }));
    expect(nopassed.items.map((a) => a.id)).toContain(apply.id);
    const opinions = (await review(t.app, tokens.applicant, 'getOpinions', { apply: apply.id, unicodes: apply.unicodes })).json() as TOpinionsResponse;
    expect(opinions.data[0]?.subject).toContain('不通过');
    const rejects = data<TFlowRecord[]>(await review(t.app, tokens.applicant, 'getRejectRecord', { apply: apply.id, unicodes: apply.unicodes }));
    expect(rejects.map((r) => r.action)).toEqual(['refuse']);
  });
});

describe('naming an application', () => {
  it('takes an id with the type keys the web sends beside it: the id names it, the keys are not matched', async () => {
    const apply = await submittedApplication(t.app, tokens.applicant);
    const started = data<TApply>(
      await review(t.app, tokens.chief, 'startExamine', { id: apply.id, unicodes: apply.unicodes, category: 'product', companyType: 'partner' }),
    );
    expect(started).toMatchObject({ id: apply.id, status: 2 });
  });
});

describe('permissions and conflicts', () => {
  it('refuses every action to a user without the node (403) and hides applications from other applicants (404)', async () => {
    const submitted = await submittedApplication(t.app, tokens.applicant);
    const ref = { id: submitted.id, unicodes: submitted.unicodes };
    refused(await review(t.app, tokens.gov1, 'startExamine', ref), 403, CODES.forbidden);
    const apply = await startAndAssign(submitted);
    const note = { apply: apply.id, stage: 'gov_early', items: '事项', reason: '原因' };

    refused(await review(t.app, tokens.chief, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: ids.gov1 }), 409, CODES.conflict);
    refused(await review(t.app, tokens.gov1, 'assign', { apply: apply.id, stage: 'gov_distribution', examiner: ids.gov1 }), 403, CODES.forbidden);
    refused(await pass(tokens.law1, apply.id, 'gov_early'), 403, CODES.forbidden);
    refused(await pass(tokens.risk1, apply.id, 'gov_early'), 403, CODES.forbidden);
    const notAssigned = refused(await pass(tokens.chief, apply.id, 'gov_early'), 403, CODES.forbidden);
    expect(notAssigned.message).toBe('该申请已分配给其他审核人员，您不能办理');
    refused(await review(t.app, tokens.biz1, 'refuse', note), 403, CODES.forbidden);
    refused(await review(t.app, tokens.risk1, 'remadApply', { ...note, id: apply.id, unicodes: apply.unicodes, version: 1 }), 403, CODES.forbidden);
    refused(await review(t.app, tokens.applicant, 'updateColumn', { id: apply.id, column: 'inquire', value: '已问询' }), 403, CODES.forbidden);
    refused(
      await review(t.app, tokens.gov1, 'echoMaterialApply', { ...ref, receivedAt: '2026-03-08', complete: true }),
      403,
      CODES.forbidden,
    );
    refused(await review(t.app, tokens.applicant, 'packQApply', ref), 403, CODES.forbidden);
    refused(await review(t.app, tokens.risk1, 'unmakeApply', ref), 403, CODES.forbidden);
    refused(await call(t.app, tokens.law1, 'getAllApply', { job: 'gov_early' }), 403, CODES.forbidden);

    refused(await review(t.app, tokens.stranger, 'unmakeApply', ref), 404, CODES.notFound);
    refused(await review(t.app, tokens.stranger, 'getAllByApply', { apply: apply.id }), 404, CODES.notFound);
    refused(await review(t.app, tokens.stranger, 'getOpinions', { apply: apply.id, unicodes: apply.unicodes }), 404, CODES.notFound);

    // Nothing above changed the application.
    const flow = await flowOf(apply.id);
    expect(flow.map((r) => r.action)).toEqual(['startExamine', 'assign']);

    const gov1Queue = data<TApplyPage>(await call(t.app, tokens.gov1, 'getAllApply', { job: 'gov_early', size: 100 }));
    expect(gov1Queue.items.map((a) => a.id)).toContain(apply.id);
    const buttons = data<TAllowedActions>(await review(t.app, tokens.gov1, 'getAllowedActions', { applies: gov1Queue.items.map((a) => a.id).join(',') }));
    expect(buttons.find((b) => b.apply === apply.id)?.actions).toEqual(['pass', 'return', 'refuse', 'packQApply', 'updateColumn']);
    const applicantView = data<TReviewState>(await review(t.app, tokens.applicant, 'getReviewState', { apply: apply.id }));
    expect(applicantView.actions).toEqual([]);
  });

  it('answers a stale stage with 409 and changes nothing', async () => {
    const apply = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    const stale = refused(await pass(tokens.gov1, apply.id, 'gov_review'), 409, CODES.conflict);
    expect(stale.message).toContain('政务服务中心初审');
    const state = data<TReviewState>(await review(t.app, tokens.gov1, 'getReviewState', { apply: apply.id }));
    expect(state.apply).toMatchObject({ stage: 'gov_early', lockVersion: apply.lockVersion });
  });

  it('lets exactly one of 50 identical parallel passes through', async () => {
    const apply = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    const results = await Promise.all(Array.from({ length: 50 }, () => pass(tokens.gov1, apply.id, 'gov_early')));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const flow = await flowOf(apply.id);
    expect(flow.filter((r) => r.action === 'pass')).toHaveLength(1);
    const state = data<TReviewState>(await review(t.app, tokens.gov1, 'getReviewState', { apply: apply.id }));
    expect(state.apply).toMatchObject({ stage: 'gov_review', lockVersion: apply.lockVersion + 1 });
  });

  it('refuses an examiner the centre cannot assign', async () => {
    const submitted = await submittedApplication(t.app, tokens.applicant);
    data(await review(t.app, tokens.chief, 'startExamine', { id: submitted.id, unicodes: submitted.unicodes }));
    const res = refused(await review(t.app, tokens.chief, 'assign', { apply: submitted.id, stage: 'gov_distribution', examiner: ids.risk1 }), 400, CODES.badInput);
    expect(res.data?.fields).toHaveProperty('examiner');
  });
});

describe('side actions', () => {
  it('updateColumn sets only inquire, bureau and examine_company_names', async () => {
    const apply = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    const other = refused(await review(t.app, tokens.gov1, 'updateColumn', { id: apply.id, column: 'name', value: '改名' }), 400, CODES.badInput);
    expect(other.data?.fields).toEqual({ column: REVIEW_MESSAGES.badColumn });
    refused(await review(t.app, tokens.gov1, 'updateColumn', { id: apply.id, column: 'status', value: '6' }), 400, CODES.badInput);

    const set = data<TApply>(await review(t.app, tokens.gov1, 'updateColumn', { id: apply.id, column: 'examine_company_names', value: '杭州甲；杭州乙' }));
    expect(set).toMatchObject({ examine_company_names: '杭州甲；杭州乙', status: 2, stage: 'gov_early', name: apply.name });
    const cleared = data<TApply>(await review(t.app, tokens.gov1, 'updateColumn', { id: apply.id, column: 'examine_company_names', value: '' }));
    expect(cleared.examine_company_names).toBeNull();
  });

  it('packQApply gives a ZIP of the data and every file', async () => {
    const apply = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    const res = await review(t.app, tokens.chief, 'packQApply', { id: apply.id, unicodes: apply.unicodes });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const manifest = JSON.parse(strFromU8(files['application.json']!)) as { apply: TApply; versions: unknown[]; files: { path: string; sha256: string }[]; flow: TFlowRecord[] };
    expect(manifest.apply.id).toBe(apply.id);
    expect(manifest.versions).toHaveLength(1);
    expect(manifest.flow.map((r) => r.action)).toEqual(['startExamine', 'assign']);
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const f of manifest.files) expect(strFromU8(files[f.path]!.subarray(0, 5))).toBe('%PDF-');
    // Folders in Chinese, named as the form names its sections (issue 17: the archive had English folder names).
    const folders = new Set(manifest.files.map((f) => f.path.split('/').slice(0, 2).join('/')));
    expect(folders).toContain('附件/企业基本信息');
    for (const folder of folders) expect(folder).toMatch(/^附件\/[^a-zA-Z]+$/);
  });

  it('withdraws by the applicant before intake and by intake staff in review', async () => {
    const first = await submittedApplication(t.app, tokens.applicant);
    expect(data<TApply>(await review(t.app, tokens.applicant, 'unmakeApply', { id: first.id, unicodes: first.unicodes }))).toMatchObject({ status: 3 });
    const second = await startAndAssign(await submittedApplication(t.app, tokens.applicant));
    refused(await review(t.app, tokens.applicant, 'unmakeApply', { id: second.id, unicodes: second.unicodes }), 409, CODES.conflict);
    const withdrawn = data<TApply>(await review(t.app, tokens.chief, 'unmakeApply', { id: second.id, unicodes: second.unicodes }));
    expect(withdrawn).toMatchObject({ status: 3, stage: null, haltedAt: 'gov_early' });
  });
});

describe('seeded history', () => {
  it('gives the demo applications their flow and B its opinion', async () => {
    const page = data<TApplyPage>(await call(t.app, tokens.applicant, 'getAllApply', { size: 100 }));
    const b = page.items.find((a) => a.status === 4);
    expect(b).toBeDefined();
    const opinions = (await review(t.app, tokens.applicant, 'getOpinions', { apply: b!.id, unicodes: b!.unicodes })).json() as TOpinionsResponse;
    expect(opinions.code).toBe('0');
    expect(opinions.data[0]).toMatchObject({ project: '合伙协议', reason: '合伙协议未载明托管安排', note: b!.note });
    const flow = data<TEnterpriseFlow>(await review(t.app, tokens.applicant, 'uniShowFlow', { unicodes: b!.unicodes }));
    expect(flow[0]?.records.at(-1)).toMatchObject({ action: 'return', stage: 'statute_early' });
  });
});
