import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@ftown/domain/api/codes';
import type { TApply, TApplyDetail } from '@ftown/domain/applications/api/apply.schemas';
import { exampleFor } from '@ftown/domain/applications/examples';
import { ENTERPRISE_CALLS, type TEnterpriseDetail, type TEnterprisePage } from '@ftown/domain/enterprises/enterprises.schemas';
import type { TReviewState } from '@ftown/domain/review/api/review.schemas';
import { todayCst } from '@ftown/domain/formats/date-time';
import { makeCreditCode } from '@ftown/domain/validators/credit-code';
import { call } from '../applications/test-support.ts';
import { EXPORT_HEADER, exportRow } from './enterprises.service.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin, smsLogin } from '../test/login.ts';
import { data, passLicence, review, stagePassResults, submittedApplication, walkToLicence, type LicenceResult } from '../review/test-support.ts';
import { callerOf } from '../test/call.ts';

let t: TestApp;
const tokens = {} as Record<'admin' | 'applicant' | 'mover', string>;
const DAY = 24 * 60 * 60_000;

/** Signs everyone in (again: moving the clock on expires the sessions). */
const signIn = async () => {
  tokens.admin = await passwordLogin(t.app, 'personPassword', 'admin');
  tokens.applicant = await passwordLogin(t.app, 'personPassword', 'zhangsan');
  tokens.mover = await smsLogin(t.app, 'personMobile', '13900000301');
};

beforeAll(async () => {
  t = await buildTestApp();
  await signIn();
});
afterAll(async () => {
  await t?.close();
});

const licenceOf = (creditCode: string): LicenceResult => ({
  creditCode,
  licenseIssueDate: today(),
  establishDate: today(),
  registrationAuthority: '杭州市上城区市场监督管理局',
});

const today = () => todayCst(t.clock.now().getTime());
const submit = (who: 'applicant' | 'mover', type: Parameters<typeof submittedApplication>[2]) => submittedApplication(t.app, tokens[who], type);
/** Every enterprise of this file registers at the same address, so 地址分配 passes with the sharing confirmed. */
const walk = (apply: TApply) => {
  const results = stagePassResults(today());
  return walkToLicence(t.app, tokens.admin, apply, { ...results, address: { ...results.address, confirmDuplicateAddress: true } });
};
const RESULTS = stagePassResults('2026-03-02');

const applyOf = async (token: string, apply: TApply) =>
  data<TApplyDetail>(await call(t.app, token, 'getOneApply', { id: apply.id, unicodes: apply.unicodes })).apply;

describe('settlement reaches the register', () => {
  it('a new enterprise gets the approved name, the licence, the address and the authority the stages recorded', async () => {
    const code = makeCreditCode('91330100', 'MA2N0101');
    const submitted = await submit('applicant', 'manager_company');
    expect(submitted.enterprise).toMatchObject({ status: 'applying', creditCode: null, registeredAddress: null, settledAt: null });

    const atLicence = await walk(submitted);
    expect(atLicence.stage).toBe('license');
    expect(atLicence.enterprise.status).toBe('applying');

    const settledAt = t.clock.now().toISOString();
    const settled = data<TApply>(await passLicence(t.app, tokens.admin, submitted.id, licenceOf(code)));
    const expected = {
      status: 'settled',
      name: RESULTS.industry_name?.approvedName,
      creditCode: code,
      licenceNo: code,
      licenceDate: today(),
      registeredAddress: RESULTS.address?.registeredAddress,
      registrationAuthority: '杭州市上城区市场监督管理局',
      settledAt,
    };
    expect(settled).toMatchObject({ status: 6, enterprise: expected });

    // The applicant's view and the staff's review state read the same register entry.
    expect((await applyOf(tokens.applicant, submitted)).enterprise).toEqual(expected);
    const state = data<TReviewState>(await review(t.app, tokens.admin, 'getReviewState', { apply: submitted.id }));
    expect(state.apply.enterprise).toEqual(expected);
  });

  it('a relocated enterprise that keeps its name keeps the credit code and the name it came with', async () => {
    const example = exampleFor('other_company_relocate');
    const formCode = example.base?.creditCode as string;
    const submitted = await submit('mover', 'other_company_relocate');
    const atLicence = await walk(submitted);
    expect(atLicence.stage).toBe('license');

    const settled = data<TApply>(await passLicence(t.app, tokens.admin, submitted.id, licenceOf(formCode)));
    expect(settled.enterprise).toMatchObject({
      status: 'settled',
      name: example.base?.name,
      creditCode: formCode,
      licenceNo: formCode,
      registeredAddress: RESULTS.address?.registeredAddress,
      registrationAuthority: '杭州市上城区市场监督管理局',
    });
    expect((await applyOf(tokens.mover, submitted)).enterprise.creditCode).toBe(formCode);
  });

  it('refuses a licence whose credit code another enterprise of the park holds, and writes nothing', async () => {
    const submitted = await submit('applicant', 'ownfund_company');
    await walk(submitted);
    const res = await passLicence(t.app, tokens.admin, submitted.id, licenceOf('91330100MA27XY018X'));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: number; message: string; data: { fields: Record<string, string> } };
    expect(body.code).toBe(CODES.badInput);
    expect(body.data.fields['result.creditCode']).toContain('杭州示例实业投资有限公司');

    const after = await applyOf(tokens.applicant, submitted);
    expect(after).toMatchObject({ status: 2, stage: 'license', enterprise: { status: 'applying', creditCode: null } });
  });
});

/* ----- the register (企业名录) ----- */

const registerCall = callerOf(ENTERPRISE_CALLS);
const register = (token: string, name: keyof typeof ENTERPRISE_CALLS, input: Record<string, unknown> = {}) => registerCall(t.app, token, name, input);

const listOf = async (input: Record<string, unknown> = {}) => data<TEnterprisePage>(await register(tokens.admin, 'list', { size: 100, ...input }));

/** The cells of the first sheet of an .xlsx, row by row (inline strings, as the server writes them). */
const sheetRows = (payload: Buffer): string[][] => {
  const files = unzipSync(new Uint8Array(payload));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
  const xml = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const unescape = (v: string) => v.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return [...xml.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map(([, row]) => [...row!.matchAll(/<t[^>]*>(.*?)<\/t>/g)].map(([, v]) => unescape(v!)));
};

describe('the register of enterprises', () => {
  let settled: TApply;
  let code: string;

  beforeAll(async () => {
    code = makeCreditCode('91330100', 'MA2R0201');
    settled = await submit('applicant', 'manager_company');
    await walk(settled);
    settled = data<TApply>(await passLicence(t.app, tokens.admin, settled.id, licenceOf(code)));
  });

  it('pages in a stable order with the total, searches by name or credit code, filters by status', async () => {
    const all = await listOf();
    expect(all.total).toBe(all.items.length);
    expect(all.items.length).toBeGreaterThanOrEqual(4);

    const first = await listOf({ page: 1, size: 2 });
    const second = await listOf({ page: 2, size: 2 });
    expect(first).toMatchObject({ total: all.total, page: 1, size: 2 });
    expect([...first.items, ...second.items].map((e) => e.unicodes)).toEqual(all.items.slice(0, 4).map((e) => e.unicodes));
    // Created later, listed later.
    const order = all.items.map((e) => e.unicodes);
    expect(order.indexOf(settled.unicodes)).toBeGreaterThan(order.indexOf('ENT-1'));

    const byCode = await listOf({ search: code.slice(0, 12).toLowerCase() });
    expect(byCode.items.map((e) => e.unicodes)).toEqual([settled.unicodes]);
    expect(byCode.items[0]).toMatchObject({
      name: RESULTS.industry_name?.approvedName,
      creditCode: code,
      status: 'settled',
      applyType: 'manager_company',
      registeredAddress: RESULTS.address?.registeredAddress,
      applies: [{ id: settled.id, status: 6, type: 'manager_company' }],
      reporting: { due: 0, filed: 0, missing: 0 },
    });

    const byName = await listOf({ search: '杭州甲私募' });
    expect(byName.items.map((e) => e.unicodes)).toContain(settled.unicodes);
    expect(byName.items.every((e) => e.name.includes('杭州甲私募'))).toBe(true);

    const settledOnly = await listOf({ status: 'settled' });
    expect(settledOnly.items.map((e) => e.unicodes)).toContain(settled.unicodes);
    expect(settledOnly.items.every((e) => e.status === 'settled')).toBe(true);
    const applying = await listOf({ status: 'applying' });
    expect(applying.items.map((e) => e.unicodes)).not.toContain(settled.unicodes);
    expect(applying.total + settledOnly.total).toBe(all.total);
  });

  it('shows one enterprise with its officers and capital as approved, its applications and its reporting state', async () => {
    const example = exampleFor('manager_company');
    const detail = data<TEnterpriseDetail>(await register(tokens.admin, 'detail', { unicodes: settled.unicodes }));
    expect(detail).toMatchObject({
      unicodes: settled.unicodes,
      creditCode: code,
      licenceNo: code,
      registrationAuthority: '杭州市上城区市场监督管理局',
      officers: example.executives,
      capital: example.base?.registeredCapital,
      settledApplyId: settled.id,
      settledVersion: 1,
      reporting: { due: 0, filed: 0, missing: 0 },
      missingQuarters: [],
    });

    // Settled in 2026 Q1, which is due itself (domain reportingStateOf); by mid-October Q1 to Q3 have ended.
    t.clock.advance(230 * DAY);
    await signIn();
    const later = data<TEnterpriseDetail>(await register(tokens.admin, 'detail', { unicodes: settled.unicodes }));
    expect(later.reporting).toEqual({ due: 3, filed: 0, missing: 3 });
    expect(later.missingQuarters).toEqual([
      { reportYear: 2026, reportQuarter: 1 },
      { reportYear: 2026, reportQuarter: 2 },
      { reportYear: 2026, reportQuarter: 3 },
    ]);
    const row = (await listOf({ search: code })).items[0];
    expect(row?.reporting).toEqual(later.reporting);

    refusedWith(await register(tokens.admin, 'detail', { unicodes: 'ENT-999999' }), 404, CODES.notFound);
  });

  it('exports the same rows as the list, in the same order, as a real .xlsx', async () => {
    const filter = { status: 'settled' };
    const list = await listOf(filter);
    const res = await register(tokens.admin, 'exportList', filter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('企业名录'));
    const [header, ...rows] = sheetRows(res.rawPayload);
    expect(header).toEqual(EXPORT_HEADER);
    expect(rows).toEqual(list.items.map(exportRow));
    expect(rows.find((r) => r[0] === settled.unicodes)).toEqual(
      expect.arrayContaining([RESULTS.industry_name?.approvedName, code, '已入驻', '新设立公司型基金管理人', RESULTS.address?.registeredAddress]),
    );
  });

  it('is refused to staff without the register node and to applicants', async () => {
    const gov1 = await passwordLogin(t.app, 'personPassword', 'gov1');
    for (const name of ['list', 'detail', 'exportList'] as const) {
      refusedWith(await register(gov1, name, { unicodes: settled.unicodes }), 403, CODES.forbidden);
      refusedWith(await register(tokens.applicant, name, { unicodes: settled.unicodes }), 403, CODES.forbidden);
    }
  });
});

const refusedWith = (res: { statusCode: number; body: string; json(): unknown }, status: number, code: number) => {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
};
