import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTERPRISE_CALLS } from '@ftown/domain/enterprises/enterprises.schemas';
import { STRATEGIC_CALLS } from '@ftown/domain/partners/partners.schemas';
import { TAX_CALLS, TAX_OK_CODE } from '@ftown/domain/tax/tax.schemas';
import EnterprisesPage from '@/features/enterprises/pages/enterprises-page';
import { PartnerTable } from '@/features/partners/components/partner-table';
import TaxManagePage from '@/features/tax/pages/tax-manage-page';
import { envelope, servePaths, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';

/**
 * The lists that keep their own page and filters, held to what SearchableList gives the others: the total beside
 * the pager, a failed read as a block with a retry (it was the table's empty text, with no way to try again), and
 * an empty result that says whether the search matched nothing.
 */
type PagedList = {
  name: string;
  page: ReactElement;
  path: string;
  /** The tax calls answer in their own envelope ({ code, msg, data }). */
  reply?: (data: unknown) => Response;
  search: string;
  failed: string;
  none: string;
  noMatch: string;
  row: unknown;
};

const LISTS: PagedList[] = [
  {
    name: '企业名录',
    page: <EnterprisesPage />,
    path: ENTERPRISE_CALLS.list.path,
    search: '搜索企业',
    failed: '企业名录加载失败',
    none: '暂无企业',
    noMatch: '没有符合条件的企业',
    row: {
      unicodes: 'ENT-7',
      name: '杭州甲私募基金管理有限公司',
      creditCode: null,
      status: 'settled',
      applyType: null,
      registeredAddress: null,
      registrationAuthority: null,
      licenceNo: null,
      licenceDate: null,
      settledAt: null,
      applies: [],
      reporting: { due: 0, filed: 0, missing: 0 },
    },
  },
  {
    name: '经营情况填报管理',
    page: <TaxManagePage />,
    path: TAX_CALLS.getEnterpriseTaxList.path,
    reply: (data) => new Response(JSON.stringify({ code: TAX_OK_CODE, msg: '操作成功', data }), { headers: { 'Content-Type': 'application/json' } }),
    search: '搜索企业',
    failed: '填报情况加载失败',
    none: '暂无已入驻企业',
    noMatch: '没有符合条件的企业',
    row: {
      unicodes: 'ENT-7',
      name: '杭州甲私募基金管理有限公司',
      creditCode: null,
      taxFinish: 0,
      settledAt: '2026-03-12T02:00:00.000Z',
      dueCount: 0,
      reportCount: 0,
      missingCount: 0,
      lastReport: null,
    },
  },
  {
    name: '合作机构',
    page: <PartnerTable />,
    path: STRATEGIC_CALLS.getPartnerList.path,
    search: '搜索合作机构',
    failed: '合作机构加载失败',
    none: '暂无合作机构',
    noMatch: '没有符合条件的合作机构',
    row: { id: 1, name: '杭州甲私募基金管理有限公司', category: 'bank', city: '杭州', services: '募集户', contact: '0571-86001001' },
  },
];

const fetchMock = stubFetch({ token: 'token-abc' });

describe.each(LISTS)('the paged list $name', { timeout: 30_000 }, ({ page, path, reply = (data) => envelope(data), search, failed, none, noMatch, row }) => {
  it('shows a failed read with a retry, then the total beside the pager', async () => {
    const answers: Record<string, () => Response> = { [path]: () => envelope(null, 50000, '服务器繁忙', 500) };
    servePaths(fetchMock, answers);
    renderWithProviders(page);
    expect(await screen.findByText(failed, undefined, { timeout: 10_000 })).toBeInTheDocument();
    answers[path] = () => reply({ total: 23, page: 1, size: 10, items: [row] });
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    expect(screen.getByText('杭州甲私募基金管理有限公司')).toBeInTheDocument();
  });

  it('says whether the list is empty or the search matched nothing', async () => {
    servePaths(fetchMock, { [path]: () => reply({ total: 0, page: 1, size: 10, items: [] }) });
    renderWithProviders(page);
    expect(await screen.findByText(none, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: search }), '不存在{enter}');
    expect(await screen.findByText(noMatch)).toBeInTheDocument();
  });
});
