import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TEnterpriseDetail, TEnterpriseRow } from '@ftown/domain/enterprises/enterprises.schemas';
import { envelope, stubFetch } from '@/test/fixtures';
import EnterpriseDetailPage from './enterprise-detail-page';
import EnterprisesPage from './enterprises-page';
import { renderWithProviders } from '@/test/render';

const calls: URL[] = [];

const SETTLED: TEnterpriseRow = {
  unicodes: 'ENT-7',
  name: '杭州甲私募基金管理有限公司',
  creditCode: '91330100MA2N01010X',
  status: 'settled',
  applyType: 'manager_company',
  registeredAddress: '杭州市上城区基金小镇 1 幢 101 室',
  registrationAuthority: '杭州市上城区市场监督管理局',
  licenceNo: '91330100MA2N01010X',
  licenceDate: '2026-03-12',
  settledAt: '2026-03-12T02:00:00.000Z',
  applies: [{ id: 31, type: 'manager_company', status: 6, stage: null, haltedAt: null, version: 1, submittedAt: '2026-03-02T01:00:00.000Z', updatedAt: '2026-03-12T02:00:00.000Z' }],
  reporting: { due: 2, filed: 0, missing: 2 },
};

const DETAIL: TEnterpriseDetail = {
  ...SETTLED,
  officers: { rows: [{ names: '张三' }, { names: '李四' }] },
  capital: '1000.0000',
  settledApplyId: 31,
  settledVersion: 1,
  missingQuarters: [
    { reportYear: 2026, reportQuarter: 2 },
    { reportYear: 2026, reportQuarter: 3 },
  ],
};

const fetchMock = stubFetch({ token: 'token-abc' });
beforeEach(() => {
  calls.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname.endsWith('/enterprise/getEnterpriseList')) return envelope({ total: 1, page: 1, size: 10, items: [SETTLED] });
    if (url.pathname.endsWith('/enterprise/getEnterprise')) return envelope(DETAIL);
    throw new Error(`unexpected call ${url.pathname}`);
  });
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/enterprises/index" element={<EnterprisesPage />} />
      <Route path="/enterprises/detail/:unicodes" element={<EnterpriseDetailPage />} />
    </Routes>,
    path,
  );

describe('企业名录', () => {
  it('lists each enterprise with its register entry, applications and reporting, and searches on the server', { timeout: 60_000 }, async () => {
    renderAt('/enterprises/index');
    const link = await screen.findByRole('link', { name: SETTLED.name }, { timeout: 20_000 });
    const row = link.closest('tr')!;
    expect(within(row).getByText(SETTLED.creditCode!)).toBeInTheDocument();
    expect(within(row).getByText('已入驻')).toBeInTheDocument();
    expect(within(row).getByText(SETTLED.registeredAddress!)).toBeInTheDocument();
    expect(within(row).getByText('新设立公司型基金管理人：已入驻')).toBeInTheDocument();
    expect(within(row).getByText('未报2个')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索企业' }), '91330100{enter}');
    await vi.waitFor(() => expect(calls.at(-1)?.searchParams.get('search')).toBe('91330100'));
    expect(calls.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('links a row to the detail page with the officers, capital, applications and missing quarters', { timeout: 60_000 }, async () => {
    renderAt('/enterprises/index');
    await userEvent.click(await screen.findByRole('link', { name: SETTLED.name }));
    await screen.findByText('张三、李四', {}, { timeout: 20_000 });
    expect(screen.getByText('张三、李四')).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('unicodes')).toBe('ENT-7');
    expect(screen.getByText('1,000.0000')).toBeInTheDocument();
    expect(screen.getByText('杭州市上城区市场监督管理局')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '31' })).toHaveAttribute('href', '/examine/view/index/31');
    expect(screen.getByText('2026年2季度')).toBeInTheDocument();
    expect(screen.getByText('2026年3季度')).toBeInTheDocument();
  });
});
