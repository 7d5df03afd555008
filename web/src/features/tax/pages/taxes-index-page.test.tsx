import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicant, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import TaxesIndexPage from './taxes-index-page';
import TaxesReportPage from './taxes-report-page';
import { renderWithProviders } from '@/test/render';

// The chart draws on a canvas, which the test DOM does not have.
vi.mock('../components/tax-chart', () => ({ default: () => <div>季度税收合计图</div> }));

type Call = { path: string; params: URLSearchParams; body: unknown; method: string };
const calls: Call[] = [];
type Handler = (call: Call) => { status?: number; body: unknown };
let handlers: Record<string, Handler> = {};

/** Pages here wait for two or three calls in turn; on a busy machine that takes longer than the default second. */
const SLOW = { timeout: 5000 };

const tax = (data: unknown, msg = '操作成功') => ({ body: { code: 0, msg, data } });

const fetchMock = stubFetch({ token: 'token-abc' });
beforeEach(() => {
  calls.length = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/ftown-api/public/index.php/uni/taxreport/', '');
    const call = { path, params: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined, method: init?.method ?? 'GET' };
    calls.push(call);
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call ${path}`);
    const { status = 200, body } = handler(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  handlers = {};
});

const signInAs = (unicodes: string[]) =>
  useSessionStore.getState().setSession({ ...applicant, loginType: 'companyPassword', isPersonBiz: false, userCompanyUnicodes: unicodes });

const renderPage = (page: 'index' | 'report' = 'index') =>
  renderWithProviders(page === 'index' ? <TaxesIndexPage /> : <TaxesReportPage />, `/taxes/${page}`);

type Enterprise = { unicodes: string; name: string; creditCode: string | null; status: 'applying' | 'settled'; settledAt: string | null };
const enterpriseC: Enterprise = { unicodes: 'ENT-3', name: '杭州示例实业投资有限公司', creditCode: '91330100MA27XY018X', status: 'settled', settledAt: '2015-01-20T02:00:00.000Z' };
const enterpriseD: Enterprise = { unicodes: 'ENT-4', name: '杭州第二示例科技有限公司', creditCode: '91330100MA2H3LXK1W', status: 'settled', settledAt: '2025-02-01T02:00:00.000Z' };
const applyingA: Enterprise = { unicodes: 'ENT-1', name: '杭州示例私募基金管理有限公司', creditCode: null, status: 'applying', settledAt: null };
/** getReportingEnterprises answering these enterprises (counts are not shown by the chooser). */
const mine = (...enterprises: Enterprise[]) => () =>
  tax(enterprises.map((e) => ({ ...e, taxFinish: 0, dueCount: 0, filedCount: 0, missingCount: 0 })));
const reportList = (enterprise: Enterprise, rest: Record<string, unknown> = {}) =>
  tax({ enterprise: { ...enterprise, taxFinish: 1 }, items: [], due: [], filed: [], missing: [], ...rest });

const report = {
  id: 1,
  unicodes: 'ENT-3',
  reportYear: 2015,
  reportQuarter: 1,
  valueAddedTax: '1000.0000',
  companyTax: '200.5000',
  personalTax: '0.0000',
  otherTax: '0.0001',
  totalTax: '1200.5001',
  addTime: '2015-04-10T02:00:00.000Z',
};

describe('business reporting (TaxesIndex)', () => {
  it('tells an applicant whose enterprises are all still applying why reporting is closed, naming them', async () => {
    signInAs(['ENT-1']);
    handlers = { getReportingEnterprises: mine(applyingA) };
    renderPage();
    expect(await screen.findByText('企业入驻后方可填报经营情况：您关联的企业尚未入驻园区，入驻申请办结（已入驻）后即可在此填报')).toBeInTheDocument();
    expect(screen.getByText('杭州示例私募基金管理有限公司')).toBeInTheDocument();
    expect(screen.getByText('申请中')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['getReportingEnterprises']);
  });

  it('makes an applicant with two settled enterprises choose one, then names it and files for it only', { timeout: 20_000 }, async () => {
    signInAs(['ENT-1', 'ENT-3', 'ENT-4']);
    handlers = {
      getReportingEnterprises: mine(applyingA, enterpriseC, enterpriseD),
      validateFinishTaxReport: () => tax(0),
      saveFinishTaxReport: () => tax(null, '税务登记状态已保存'),
    };
    renderPage();
    expect(await screen.findByText('您关联了多家已入驻企业，请选择本次填报的企业')).toBeInTheDocument();
    // The enterprise in review is not offered; nothing is asked about an enterprise before one is chosen.
    expect(screen.queryByText('杭州示例私募基金管理有限公司')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === 'validateFinishTaxReport')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /杭州第二示例科技有限公司/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('杭州第二示例科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('91330100MA2H3LXK1W')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'validateFinishTaxReport')?.params.get('unicodes')).toBe('ENT-4');
    await userEvent.click(within(dialog).getByRole('button', { name: '是' }));
    await screen.findByText('税务登记状态已保存');
    expect(calls.find((c) => c.path === 'saveFinishTaxReport')?.body).toEqual({ unicodes: 'ENT-4', finishTaxReport: 1 });
  });

  it('shows due, filed and missing quarters that add up on the reporting overview', { timeout: 20_000 }, async () => {
    signInAs(['ENT-3']);
    const q = (reportQuarter: number) => ({ reportYear: 2025, reportQuarter });
    handlers = {
      getReportingEnterprises: mine(enterpriseC),
      validateFinishTaxReport: () => tax(1),
      getTaxReportList: () => reportList(enterpriseC, { due: [q(2), q(3), q(4)], filed: [q(2), q(4)], missing: [q(3)] }),
    };
    renderPage('report');
    expect(await screen.findByText('3个', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('2个')).toBeInTheDocument();
    expect(screen.getByText('有1个已结束的季度尚未填报')).toBeInTheDocument();
    expect(screen.getByText('杭州示例实业投资有限公司')).toBeInTheDocument();
    expect(screen.getByText('91330100MA27XY018X')).toBeInTheDocument();
    expect(screen.queryByText('ENT-3')).not.toBeInTheDocument();
  });

  it("asks about tax registration: 'no' warns and saves nothing, 'yes' saves and opens the filing form", { timeout: 20_000 }, async () => {
    signInAs(['ENT-3']);
    let finished: 0 | 1 = 0;
    handlers = {
      getReportingEnterprises: mine(enterpriseC),
      validateFinishTaxReport: () => tax(finished),
      saveFinishTaxReport: () => {
        finished = 1;
        return tax(null, '税务登记状态已保存');
      },
      getTaxReportList: () => reportList(enterpriseC),
    };
    renderPage();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否已完成税务登记？', { exact: false })).toHaveTextContent('杭州示例实业投资有限公司是否已完成税务登记？');
    await userEvent.click(within(dialog).getByRole('button', { name: '否' }));
    expect(await screen.findAllByText('请先完成税务登记并产生税收后再进行填报，谢谢！')).not.toHaveLength(0);
    expect(calls.some((c) => c.path === 'saveFinishTaxReport')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '确认税务登记情况' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '是' }));
    expect(await screen.findByRole('button', { name: '提交填报' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'saveFinishTaxReport')?.body).toEqual({ unicodes: 'ENT-3', finishTaxReport: 1 });
    // The answer 'yes' takes the place of the warning 'no' left: the two said opposite things side by side.
    expect(await screen.findByText('税务登记状态已保存')).toBeInTheDocument();
    expect(screen.queryByText('请先完成税务登记并产生税收后再进行填报，谢谢！')).not.toBeInTheDocument();
  });

  it('shows the server total as typed, the history with 4 decimals, and keeps the input when a quarter is refused', { timeout: 40_000 }, async () => {
    signInAs(['ENT-3']);
    handlers = {
      getReportingEnterprises: mine(enterpriseC),
      validateFinishTaxReport: () => tax(1),
      getTaxReportList: () => reportList(enterpriseC, { items: [report], due: [{ reportYear: 2015, reportQuarter: 1 }, { reportYear: 2015, reportQuarter: 2 }], filed: [{ reportYear: 2015, reportQuarter: 1 }], missing: [{ reportYear: 2015, reportQuarter: 2 }] }),
      computeTotalTax: ({ params }) =>
        tax({ totalTax: params.get('valueAddedTax') === '9999999999999.9999' && params.get('companyTax') === '0.0001' ? '10000000000000.0000' : '0.0000' }),
      addTaxReport: () => ({ status: 409, body: { code: 40900, message: '2025年4季度的经营情况已填报，每个季度只能填报一次', data: null } }),
    };
    renderPage();

    expect(await screen.findByText('1,200.5001', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('2015年2季度')).toBeInTheDocument();
    expect(await screen.findByText('季度税收合计图', undefined, SLOW)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('增值税（元）'), '9999999999999.9999');
    await userEvent.type(screen.getByLabelText('企业所得税（元）'), '0.0001');
    await userEvent.type(screen.getByLabelText('个人所得税（元）'), '0');
    await userEvent.type(screen.getByLabelText('其他税（元）'), '0');
    expect(await screen.findByText('10,000,000,000,000.0000', undefined, SLOW)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '提交填报' }));
    expect(await screen.findByText('2025年4季度的经营情况已填报，每个季度只能填报一次', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('增值税（元）')).toHaveValue('9999999999999.9999');
    const sent = calls.find((c) => c.path === 'addTaxReport')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ unicodes: 'ENT-3', valueAddedTax: '9999999999999.9999', companyTax: '0.0001' });
  });

  it('refuses six decimals in the form before any filing call', { timeout: 30_000 }, async () => {
    signInAs(['ENT-3']);
    handlers = {
      getReportingEnterprises: mine(enterpriseC),
      validateFinishTaxReport: () => tax(1),
      getTaxReportList: () => reportList(enterpriseC),
      computeTotalTax: () => ({ status: 400, body: { code: 42200, message: '请输入正确的金额，最多4位小数', data: null } }),
    };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '提交填报' }, SLOW));
    expect(await screen.findByText('请输入增值税')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'addTaxReport')).toBe(false);
  });
});
