import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@ftown/domain/api/envelope';
import { CODES } from '@ftown/domain/api/codes';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { passwordLogin } from '../test/login.ts';

const STRATEGIC = `${API_BASE}/management/strategic`;

let t: TestApp;
let company: string;
let zhangsan: string;
let gov1: string;
beforeAll(async () => {
  t = await buildTestApp();
  [company, zhangsan, gov1] = await Promise.all([
    passwordLogin(t.app, 'companyPassword', '91330100MA27XY018X'),
    passwordLogin(t.app, 'personPassword', 'zhangsan'),
    passwordLogin(t.app, 'personPassword', 'gov1'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const list = (token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${STRATEGIC}/getPartnerList`, headers: { 'x-token': token }, query });
const getRecord = (token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${STRATEGIC}/get`, headers: { 'x-token': token }, query });
const save = (token: string, submitData: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${STRATEGIC}/save`, headers: { 'x-token': token }, payload: { submitData } });

describe('partner list', () => {
  it('pages in display order', async () => {
    const first = (await list(zhangsan, { page: '1', size: '5' })).json().data;
    const second = (await list(zhangsan, { page: '2', size: '5' })).json().data;
    expect(first.total).toBe(16);
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({ name: '钱塘江银行杭州上城支行', category: 'bank', city: '杭州' });
    const ids = [...first.items, ...second.items].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(10);
  });

  it('searches name and services, treating wildcards literally, and filters by category', async () => {
    expect((await list(zhangsan, { keyword: '律师' })).json().data.total).toBe(2);
    expect((await list(zhangsan, { keyword: '托管' })).json().data.items.map((p: { name: string }) => p.name)).toContain('南华证券股份有限公司');
    expect((await list(zhangsan, { keyword: '%' })).json().data.total).toBe(0);
    const banks = (await list(zhangsan, { category: 'bank' })).json().data;
    expect(banks.total).toBe(3);
    expect((await list(zhangsan, { category: 'casino' })).statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${STRATEGIC}/getPartnerList` })).statusCode).toBe(401);
  });
});

describe('strategic record', () => {
  const submitData = { unicodes: 'ENT-3', intent: 'fundraising', partnerIds: [1, 4], contactName: '孙八', contactPhone: '13800000002', note: '希望对接募集托管' };

  it('is empty until saved, then read back with the partners picked', async () => {
    expect((await getRecord(company)).json()).toMatchObject({ code: CODES.ok, data: null });
    const saved = await save(company, submitData);
    expect(saved.json()).toMatchObject({
      code: CODES.ok,
      message: '战略合作意向已保存',
      data: { unicodes: 'ENT-3', intent: 'fundraising', contactName: '孙八', note: '希望对接募集托管' },
    });
    expect(saved.json().data.partners.map((p: { id: number }) => p.id)).toEqual([1, 4]);

    await save(company, { ...submitData, intent: 'legal', partnerIds: [6] });
    const record = (await getRecord(company, { unicodes: 'ENT-3' })).json().data;
    expect(record).toMatchObject({ intent: 'legal', partners: [{ id: 6, name: '钱潮律师事务所' }] });
  });

  it('refuses unknown partners without changing the record', async () => {
    const res = await save(company, { ...submitData, partnerIds: [6, 9999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('所选合作机构不存在，请刷新后重新选择');
    expect((await getRecord(company)).json().data.partners).toEqual([{ id: 6, name: '钱潮律师事务所' }]);
  });

  it("hides another enterprise's record (404) and lets staff read but not write (403)", async () => {
    expect((await getRecord(zhangsan, { unicodes: 'ENT-3' })).statusCode).toBe(404);
    expect((await save(zhangsan, submitData)).statusCode).toBe(404);
    expect((await getRecord(gov1, { unicodes: 'ENT-3' })).json().data.intent).toBe('legal');
    expect((await save(gov1, submitData)).statusCode).toBe(403);
  });

  it('needs the enterprise from a personal sign-in', async () => {
    const res = await getRecord(zhangsan);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请选择企业');
    expect((await save(zhangsan, { ...submitData, unicodes: 'ENT-1' })).statusCode).toBe(200);
  });
});

describe('the enterprises the form may be about', () => {
  const enterprises = (token: string) => t.app.inject({ method: 'GET', url: `${STRATEGIC}/getEnterprises`, headers: { 'x-token': token } });

  it('names each of the caller’s enterprises with its credit code, never only its internal code', async () => {
    const mine = (await enterprises(zhangsan)).json().data;
    expect(mine).toEqual([
      { unicodes: 'ENT-1', name: '杭州示例私募基金管理有限公司', creditCode: null },
      { unicodes: 'ENT-2', name: '杭州示例一期创业投资合伙企业（有限合伙）', creditCode: null },
    ]);
    expect((await enterprises(company)).json().data).toEqual([{ unicodes: 'ENT-3', name: '杭州示例实业投资有限公司', creditCode: '91330100MA27XY018X' }]);
    expect((await enterprises(gov1)).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${STRATEGIC}/getEnterprises` })).statusCode).toBe(401);
  });
});
