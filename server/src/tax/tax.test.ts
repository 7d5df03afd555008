import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';
import { settleInRegisterForTest } from './test-support.ts';

const TAX = `${API_BASE}/uni/taxreport`;
const ZERO = { valueAddedTax: '0', companyTax: '0', personalTax: '0', otherTax: '0' };

let t: TestApp;
let company: string;
let zhangsan: string;
let gov1: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  // The test clock stands on 2026-03-02: the last finished quarter is 2025 Q4. Enterprise C settled in
  // 2025 Q2, so 2025 Q2 to Q4 are due.
  await settleInRegisterForTest(t.app.db, 'ENT-3', new Date('2025-04-15T10:00:00+08:00'));
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

  it('refuses a quarter before the settlement quarter (400), naming when the enterprise settled', async () => {
    const message = '企业于2025年2季度入驻，只能填报入驻当季及以后的季度';
    expectRefused(await get('validateTaxReportDate', company, { unicodes: 'ENT-3', reportYear: 2025, reportQuarter: 1 }), 400, CODES.badInput, message);
    const res = await file(company, 'ENT-3', 2025, 1);
    expectRefused(res, 400, CODES.badInput, message);
    expect(res.json().data.fields).toEqual({ reportQuarter: message });
  });

  it('lists reports newest first with exact totals, and the due, filed and missing quarters', async () => {
    let list = (await get('getTaxReportList', company, { unicodes: 'ENT-3' })).json();
    expect(list.data.enterprise).toMatchObject({ unicodes: 'ENT-3', name: '杭州示例实业投资有限公司', creditCode: '91330100MA27XY018X', status: 'settled' });
    expect(list.data.due).toEqual([2, 3, 4].map((reportQuarter) => ({ reportYear: 2025, reportQuarter })));
    expect(list.data.filed).toEqual([{ reportYear: 2025, reportQuarter: 4 }]);
    expect(list.data.missing).toEqual([2, 3].map((reportQuarter) => ({ reportYear: 2025, reportQuarter })));

    expect((await file(company, 'ENT-3', 2025, 2, { ...ZERO, valueAddedTax: '9999999999999.9999', companyTax: '0.0001' })).statusCode).toBe(200);
    list = (await get('getTaxReportList', company, { unicodes: 'ENT-3' })).json();
    expect(list.code).toBe(0);
    expect(list.data.items.map((r: { reportQuarter: number }) => r.reportQuarter)).toEqual([4, 2]);
    expect(list.data.items[1]).toMatchObject({ valueAddedTax: '9999999999999.9999', companyTax: '0.0001', totalTax: '10000000000000.0000' });
    expect(list.data.filed).toEqual([2, 4].map((reportQuarter) => ({ reportYear: 2025, reportQuarter })));
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
        items: [
          {
            unicodes: 'ENT-3',
            name: '杭州示例实业投资有限公司',
            creditCode: '91330100MA27XY018X',
            taxFinish: 1,
            settledAt: new Date('2025-04-15T10:00:00+08:00').toISOString(),
            dueCount: 3,
            reportCount: 2,
            missingCount: 1,
            lastReport: { reportYear: 2025, reportQuarter: 4 },
          },
        ],
      },
    });
    expectRefused(await get('getEnterpriseTaxList', zhangsan, {}), 403, CODES.forbidden);
  });

  it('lists only settled enterprises to staff, paged', async () => {
    const all = (await get('getEnterpriseTaxList', admin, { page: 1, size: 1 })).json();
    const settled = await t.app.db.selectFrom('enterprises').select('unicodes').where('status', '=', 'settled').orderBy('id').execute();
    expect(all.data.total).toBe(settled.length);
    expect(all.data.items.map((r: { unicodes: string }) => r.unicodes)).toEqual([settled[0]!.unicodes]);
    const applying = (await get('getEnterpriseTaxList', admin, { page: 1, size: 10, keyword: 'ENT-1' })).json();
    expect(applying.data).toEqual({ total: 0, items: [] });
  });
});

describe('tax registration flag', () => {
  it('blocks filing until registration is done, then lets the flag be saved', async () => {
    await settleInRegisterForTest(t.app.db, 'ENT-2', new Date('2025-09-01T10:00:00+08:00'));
    expect((await get('validateFinishTaxReport', zhangsan, { unicodes: 'ENT-2' })).json()).toEqual({ code: 0, msg: '尚未完成税务登记', data: 0 });
    expectRefused(await file(zhangsan, 'ENT-2', 2025, 4), 409, CODES.conflict, '请先完成税务登记并产生税收后再进行填报，谢谢！');

    const saved = await post('saveFinishTaxReport', zhangsan, { unicodes: 'ENT-2', finishTaxReport: 1 });
    expect(saved.json()).toEqual({ code: 0, msg: '税务登记状态已保存', data: null });
    expect((await get('validateFinishTaxReport', zhangsan, { unicodes: 'ENT-2' })).json().data).toBe(1);
    expect((await file(zhangsan, 'ENT-2', 2025, 4)).statusCode).toBe(200);
  });

  it('cannot be cleared once reports exist, and staff cannot set it', async () => {
    expectRefused(await post('saveFinishTaxReport', company, { unicodes: 'ENT-3', finishTaxReport: 0 }), 409, CODES.conflict, '已有填报记录，不能改为未完成税务登记');
    expectRefused(await post('saveFinishTaxReport', admin, { unicodes: 'ENT-2', finishTaxReport: 1 }), 403, CODES.forbidden);
  });
});

describe('an applicant acting for a settled and an applying enterprise', () => {
  const notSettled = '杭州示例私募基金管理有限公司尚未入驻园区，入驻后方可办理税务登记和填报经营情况';
  const stored = async (unicodes: string) => {
    const ent = await t.app.db.selectFrom('enterprises').select(['id', 'taxFinish']).where('unicodes', '=', unicodes).executeTakeFirstOrThrow();
    const reports = await t.app.db.selectFrom('taxReports').select('id').where('enterpriseId', '=', ent.id).execute();
    return { taxFinish: ent.taxFinish, reports: reports.length };
  };

  it('cannot save the tax flag or a report for the enterprise still in review: 409 naming it, nothing written', async () => {
    // ENT-1 (application A) is in review; ENT-2 was settled above.
    const before = await stored('ENT-1');
    expect(before).toEqual({ taxFinish: 0, reports: 0 });
    expectRefused(await post('saveFinishTaxReport', zhangsan, { unicodes: 'ENT-1', finishTaxReport: 1 }), 409, CODES.conflict, notSettled);
    expectRefused(await get('validateTaxReportDate', zhangsan, { unicodes: 'ENT-1', reportYear: 2025, reportQuarter: 3 }), 409, CODES.conflict, notSettled);
    expectRefused(await file(zhangsan, 'ENT-1', 2025, 3), 409, CODES.conflict, notSettled);
    // Not even when the flag was set behind the portal's back: the settled state decides.
    await t.app.db.updateTable('enterprises').set({ taxFinish: 1 }).where('unicodes', '=', 'ENT-1').execute();
    expectRefused(await file(zhangsan, 'ENT-1', 2025, 3), 409, CODES.conflict, notSettled);
    await t.app.db.updateTable('enterprises').set({ taxFinish: 0 }).where('unicodes', '=', 'ENT-1').execute();
    expect(await stored('ENT-1')).toEqual(before);
  });

  it('can for the settled one, and both are named with their state and counts', async () => {
    expect((await file(zhangsan, 'ENT-2', 2025, 3, { ...ZERO, companyTax: '12.5' })).statusCode).toBe(200);
    expect(await stored('ENT-2')).toEqual({ taxFinish: 1, reports: 2 });

    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/uni/taxreport/getReportingEnterprises`, headers: { 'x-token': zhangsan } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { unicodes: string; name: string; status: string; dueCount: number; filedCount: number; missingCount: number }[];
    expect(rows.map((r) => [r.unicodes, r.status, r.dueCount, r.filedCount, r.missingCount])).toEqual([
      ['ENT-1', 'applying', 0, 0, 0],
      ['ENT-2', 'settled', 2, 2, 0],
    ]);
    expect(rows[0]!.name).toBe('杭州示例私募基金管理有限公司');
  });

  it('reports the same due, filed and missing numbers to the company and to staff', async () => {
    const own = (await get('getTaxReportList', zhangsan, { unicodes: 'ENT-2' })).json().data;
    const staff = (await get('getEnterpriseTaxList', admin, { page: 1, size: 10, keyword: 'ENT-2' })).json().data.items[0];
    const mine = (await t.app.inject({ method: 'GET', url: `${API_BASE}/uni/taxreport/getReportingEnterprises`, headers: { 'x-token': zhangsan } })).json()
      .data.find((r: { unicodes: string }) => r.unicodes === 'ENT-2');
    const counts = { due: own.due.length, filed: own.filed.length, missing: own.missing.length };
    expect(counts).toEqual({ due: 2, filed: 2, missing: 0 });
    expect({ due: staff.dueCount, filed: staff.reportCount, missing: staff.missingCount }).toEqual(counts);
    expect({ due: mine.dueCount, filed: mine.filedCount, missing: mine.missingCount }).toEqual(counts);
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

describe('reporting state', () => {
  it('runs from the settlement recorded in the register; an enterprise not settled has nothing due', async () => {
    const db = t.app.db;
    await db.updateTable('enterprises').set({ status: 'applying', settledAt: null }).where('unicodes', '=', 'ENT-3').execute();
    const state = async () => (await get('getTaxReportList', company, { unicodes: 'ENT-3' })).json().data as { due: unknown[]; filed: unknown[]; missing: unknown[]; items: unknown[] };
    const applying = await state();
    expect(applying.items).toHaveLength(2);
    expect([applying.due, applying.filed, applying.missing]).toEqual([[], [], []]);

    // Settled in 2025 Q3: Q3 and Q4 are due, Q4 filed; the Q2 report predates settlement and counts as neither.
    await settleInRegisterForTest(db, 'ENT-3', new Date('2025-08-20T10:00:00+08:00'));
    const settled = await state();
    expect(settled.due).toEqual([3, 4].map((reportQuarter) => ({ reportYear: 2025, reportQuarter })));
    expect(settled.filed).toEqual([{ reportYear: 2025, reportQuarter: 4 }]);
    expect(settled.missing).toEqual([{ reportYear: 2025, reportQuarter: 3 }]);
  });
});
