import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

const TAX = `${API_BASE}/uni/taxreport`;
const ZERO = { valueAddedTax: '0', companyTax: '0', personalTax: '0', otherTax: '0' };

let t: TestApp;
let company: string;
let zhangsan: string;
let gov1: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  // The test clock stands on 2026-03-02: the last finished quarter is 2025 Q4.
  [company, zhangsan, gov1, admin] = await Promise.all([
    passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X'),
    passwordLogin(t.app, 'personPassword', 'zhangsan'),
    passwordLogin(t.app, 'personPassword', 'gov1'),
    passwordLogin(t.app, 'personPassword', 'admin'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, token: string, query: Record<string, string | number>) =>
  t.app.inject({ method: 'GET', url: `${TAX}/${path}`, headers: { 'x-token': token }, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const post = (path: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${TAX}/${path}`, headers: { 'x-token': token }, payload });
const file = (token: string, unicodes: string, reportYear: number, reportQuarter: number, amounts: Record<string, string> = ZERO) =>
  post('addTaxReport', token, { unicodes, reportYear, reportQuarter, ...amounts });

const expectRefused = (res: { statusCode: number; json(): unknown }, status: number, code: number, message?: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { code: number; message: string };
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  else expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
};

describe('computeTotalTax', () => {
  it('sums exactly at 0.0001 on large values and answers code 0 with msg', async () => {
    const res = await get('computeTotalTax', company, { valueAddedTax: '9999999999999.9999', companyTax: '0.0001', personalTax: '', otherTax: '0' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '计算成功', data: { totalTax: '10000000000000.0000' } });
  });

  it('sums four maximal amounts without losing a digit', async () => {
    const max = '9999999999999999';
    const res = await get('computeTotalTax', company, { valueAddedTax: max, companyTax: max, personalTax: max, otherTax: '0.0004' });
    expect(res.json().data.totalTax).toBe('29999999999999997.0004');
  });

  it('refuses five decimals on the field that has them', async () => {
    const res = await get('computeTotalTax', company, { valueAddedTax: '1.23456' });
    expectRefused(res, 400, CODES.badInput, '请输入正确的金额，最多4位小数');
    expect(res.json().data.fields).toHaveProperty('valueAddedTax');
  });

  it('needs a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${TAX}/computeTotalTax` });
    expectRefused(res, 401, CODES.badToken);
  });
});

describe('filing quarterly reports', () => {
  it('files 2025 Q4 and stores the amounts exactly', async () => {
    const res = await file(company, 'ENT-3', 2025, 4, { valueAddedTax: '120000.5', companyTax: '30000', personalTax: '8000.1234', otherTax: '0.0001' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, msg: '经营情况填报成功' });
    expect(body.data).toMatchObject({
      unicodes: 'ENT-3',
      reportYear: 2025,
      reportQuarter: 4,
      valueAddedTax: '120000.5000',
      companyTax: '30000.0000',
      personalTax: '8000.1234',
      otherTax: '0.0001',
      totalTax: '158000.6235',
    });
  });

  it('refuses a second report for the same quarter (409), in validation and in filing', async () => {
    expectRefused(await get('validateTaxReportDate', company, { unicodes: 'ENT-3', reportYear: 2025, reportQuarter: 4 }), 409, CODES.conflict, '2025年4季度的经营情况已填报，每个季度只能填报一次');
    expectRefused(await file(company, 'ENT-3', 2025, 4), 409, CODES.conflict, '2025年4季度的经营情况已填报，每个季度只能填报一次');
  });

  it('refuses the running quarter and future ones', async () => {
    for (const [year, quarter, label] of [[2026, 1, '2026年1季度'], [2027, 3, '2027年3季度']] as const) {
      const res = await get('validateTaxReportDate', company, { unicodes: 'ENT-3', reportYear: year, reportQuarter: quarter });
      expectRefused(res, 400, CODES.badInput, `${label}尚未结束，只能填报已结束的季度`);
      expectRefused(await file(company, 'ENT-3', year, quarter), 400, CODES.badInput);
    }
  });

  it('accepts an open finished quarter in validation', async () => {
    const res = await get('validateTaxReportDate', company, { unicodes: 'ENT-3', reportYear: 2025, reportQuarter: 2 });
    expect(res.json()).toEqual({ code: 0, msg: '该季度可以填报', data: null });
  });

  it('refuses quarter 5 and a non-4-digit year', async () => {
    expectRefused(await get('validateTaxReportDate', company, { unicodes: 'ENT-3', reportYear: 2025, reportQuarter: 5 }), 400, CODES.badInput, '请选择1至4季度');
    expectRefused(await file(company, 'ENT-3', 25, 1), 400, CODES.badInput, '请输入4位年份');
  });

  it('lists reports newest first with exact totals, and the finished quarters still missing', async () => {
    // Settled on 2026-03-02, so only the quarters from the first report on count as missing.
    let list = (await get('getTaxReportList', company, { unicodes: 'ENT-3' })).json();
    expect(list.data.missing).toEqual([]);

    expect((await file(company, 'ENT-3', 2025, 2, { ...ZERO, valueAddedTax: '9999999999999.9999', companyTax: '0.0001' })).statusCode).toBe(200);
    list = (await get('getTaxReportList', company, { unicodes: 'ENT-3' })).json();
    expect(list.code).toBe(0);
    expect(list.data.items.map((r: { reportQuarter: number }) => r.reportQuarter)).toEqual([4, 2]);
    expect(list.data.items[1]).toMatchObject({ valueAddedTax: '9999999999999.9999', companyTax: '0.0001', totalTax: '10000000000000.0000' });
    expect(list.data.missing).toEqual([{ reportYear: 2025, reportQuarter: 3 }]);
  });
});

describe('who may see and file', () => {
  it("hides another enterprise's reports from an applicant (404), and unknown codes alike", async () => {
    expectRefused(await get('getTaxReportList', zhangsan, { unicodes: 'ENT-3' }), 404, CODES.notFound);
    expectRefused(await get('validateFinishTaxReport', zhangsan, { unicodes: 'ENT-3' }), 404, CODES.notFound);
    expectRefused(await file(zhangsan, 'ENT-3', 2025, 1), 404, CODES.notFound);
    expectRefused(await get('exportTaxReport', zhangsan, { unicodes: 'ENT-3' }), 404, CODES.notFound);
    expectRefused(await get('getTaxReportList', company, { unicodes: 'ENT-999' }), 404, CODES.notFound);
  });

  it('lets staff read any enterprise but not file for it (403)', async () => {
    const list = (await get('getTaxReportList', gov1, { unicodes: 'ENT-3' })).json();
    expect(list.data.items).toHaveLength(2);
    expectRefused(await file(gov1, 'ENT-3', 2025, 1), 403, CODES.forbidden, '工作人员只能查看企业的填报记录');
  });

  it('gives staff the paged overview of enterprises and refuses it to applicants', async () => {
    const res = await get('getEnterpriseTaxList', admin, { page: 1, size: 2, keyword: '实业' });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        total: 1,
        items: [{ unicodes: 'ENT-3', taxFinish: 1, reportCount: 2, missingCount: 1, lastReport: { reportYear: 2025, reportQuarter: 4 } }],
      },
    });
    const all = (await get('getEnterpriseTaxList', admin, { page: 1, size: 2 })).json();
    expect(all.data.total).toBeGreaterThanOrEqual(3);
    expect(all.data.items).toHaveLength(2);
    expectRefused(await get('getEnterpriseTaxList', zhangsan, {}), 403, CODES.forbidden);
  });
});

describe('tax registration flag', () => {
  it('blocks filing until registration is done, then lets the flag be saved', async () => {
    expect((await get('validateFinishTaxReport', zhangsan, { unicodes: 'ENT-1' })).json()).toEqual({ code: 0, msg: '尚未完成税务登记', data: 0 });
    expectRefused(await file(zhangsan, 'ENT-1', 2025, 4), 409, CODES.conflict, '请先完成税务登记并产生税收后再进行填报，谢谢！');

    const saved = await post('saveFinishTaxReport', zhangsan, { unicodes: 'ENT-1', finishTaxReport: 1 });
    expect(saved.json()).toEqual({ code: 0, msg: '税务登记状态已保存', data: null });
    expect((await get('validateFinishTaxReport', zhangsan, { unicodes: 'ENT-1' })).json().data).toBe(1);
    expect((await file(zhangsan, 'ENT-1', 2025, 4)).statusCode).toBe(200);
  });

  it('cannot be cleared once reports exist, and staff cannot set it', async () => {
    expectRefused(await post('saveFinishTaxReport', company, { unicodes: 'ENT-3', finishTaxReport: 0 }), 409, CODES.conflict, '已有填报记录，不能改为未完成税务登记');
    expectRefused(await post('saveFinishTaxReport', admin, { unicodes: 'ENT-2', finishTaxReport: 1 }), 403, CODES.forbidden);
    const cleared = await post('saveFinishTaxReport', zhangsan, { unicodes: 'ENT-2', finishTaxReport: 0 });
    expect(cleared.json().code).toBe(0);
  });
});

describe('Excel export', () => {
  it('sends an xlsx named after the enterprise with the reports and the missing quarters', async () => {
    const res = await get('exportTaxReport', admin, { unicodes: 'ENT-3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const name = '杭州示例实业投资有限公司-经营情况填报记录.xlsx';
    expect(res.headers['content-disposition']).toBe(`attachment; filename=attachment.xlsx; filename*=UTF-8''${encodeURIComponent(name)}`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toContain('xl/workbook.xml');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="未填报季度"');
    const reports = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(reports).toContain('10,000,000,000,000.0000');
    expect(reports).toContain('158,000.6235');
    // Oldest first: Q2 comes before Q4.
    expect(reports.indexOf('2季度')).toBeLessThan(reports.indexOf('4季度'));
    expect(strFromU8(files['xl/worksheets/sheet2.xml']!)).toContain('3季度');
  });
});

describe('missing quarters', () => {
  it('start after the enterprise settled in the park, not when it was registered', async () => {
    const db = t.app.db;
    const ent = await db.selectFrom('enterprises').select('id').where('unicodes', '=', 'ENT-1').executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select('id').where('username', '=', 'zhangsan').executeTakeFirstOrThrow();
    await db.updateTable('enterprises').set({ createdAt: new Date('2024-01-10T00:00:00Z') }).where('id', '=', ent.id).execute();
    const missing = async () =>
      ((await get('getTaxReportList', zhangsan, { unicodes: 'ENT-1' })).json() as { data: { missing: { reportYear: number; reportQuarter: number }[] } }).data
        .missing;

    // Not settled through the portal: reporting runs from registration (2024 Q1), so the quarters from 2024 Q2 are due.
    const before = await missing();
    expect(before.at(0)).toEqual({ reportYear: 2024, reportQuarter: 2 });
    expect(before).toContainEqual({ reportYear: 2024, reportQuarter: 4 });

    const at = new Date('2025-05-20T00:00:00Z');
    await db
      .insertInto('applies')
      .values({ enterpriseId: ent.id, createdBy: user.id, category: 'other', companyType: 'company', relocate: false, status: 6, settledAt: at, createdAt: at, updatedAt: at })
      .execute();
    // Settled in 2025 Q2: only the quarters from 2025 Q3 are due, the earlier ones no longer.
    const after = await missing();
    expect(after.at(0)).toEqual({ reportYear: 2025, reportQuarter: 3 });
    expect(after).toEqual(before.filter((q) => q.reportYear * 4 + q.reportQuarter >= 2025 * 4 + 3));
  });
});
