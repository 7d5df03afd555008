import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicant, envelope, gov1, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import StrategicPartnerPage from './strategic-partner-page';
import { renderWithProviders } from '@/test/render';

const fetchMock = stubFetch({ token: 'token-abc' });
const partners = [
  { id: 1, name: '钱塘江银行杭州上城支行', category: 'bank', city: '杭州', services: '募集户与托管户', contact: '0571-86001001' },
  { id: 6, name: '钱潮律师事务所', category: 'law', city: '杭州', services: '基金设立与备案', contact: '0571-86006006' },
];

const enterprises = [
  { unicodes: 'ENT-1', name: '杭州示例私募基金管理有限公司', creditCode: null },
  { unicodes: 'ENT-2', name: '杭州示例一期创业投资合伙企业（有限合伙）', creditCode: '91330100MA2C000611' },
];

const url = (call: Parameters<typeof fetch>) => new URL(String(call[0]), 'http://localhost');
const callsTo = (path: string) => fetchMock.mock.calls.filter((c) => url(c).pathname.endsWith(path));

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const path = url([input]).pathname;
    if (path.endsWith('/getPartnerList')) {
      const keyword = url([input]).searchParams.get('keyword');
      const items = keyword ? partners.filter((p) => p.name.includes(keyword)) : partners;
      return envelope({ total: items.length, items });
    }
    if (path.endsWith('/strategic/getEnterprises')) return envelope(enterprises);
    if (path.endsWith('/strategic/get')) return envelope(null);
    if (path.endsWith('/strategic/save')) {
      const { submitData } = JSON.parse(String(init?.body));
      return envelope({ ...submitData, partners: [partners[1]], updatedAt: '2026-03-02T02:00:00.000Z' }, 20000, '战略合作意向已保存');
    }
    throw new Error(`unexpected ${path}`);
  });
});

const renderPage = () =>
  renderWithProviders(
    <StrategicPartnerPage />,
  );

describe('strategic partners', () => {
  it('lists and searches the partners for an account without enterprises, with no record form', { timeout: 20_000 }, async () => {
    useSessionStore.getState().setSession(gov1);
    renderPage();
    expect(await screen.findByText('钱潮律师事务所')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索合作机构' }), '律师{Enter}');
    expect(url(callsTo('/getPartnerList').at(-1)!).searchParams.get('keyword')).toBe('律师');
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('needs a partner picked, then saves the record as submitData', { timeout: 60_000 }, async () => {
    useSessionStore.getState().setSession({ ...applicant, userCompanyUnicodes: ['ENT-1'] });
    renderPage();
    // The form waits for the enterprises and then the record: two calls before it shows.
    await userEvent.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    expect(await screen.findByText('请选择至少1家合作机构')).toBeInTheDocument();
    expect(callsTo('/strategic/save')).toHaveLength(0);

    const row = (await screen.findByText('钱潮律师事务所')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('combobox', { name: '合作意向' }));
    await userEvent.click(await screen.findByText('法律合规服务'));
    await userEvent.type(screen.getByLabelText('联系人'), '张三');
    await userEvent.type(screen.getByLabelText('联系电话'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('战略合作意向已保存')).toBeInTheDocument();
    const body = JSON.parse(String(callsTo('/strategic/save')[0]![1]?.body));
    expect(body).toEqual({
      submitData: { unicodes: 'ENT-1', intent: 'legal', partnerIds: [6], contactName: '张三', contactPhone: '13800000001', note: '' },
    });
  });

  it('names the enterprises by company name with the credit code beside it, never by internal code, and saves for the one chosen', { timeout: 60_000 }, async () => {
    useSessionStore.getState().setSession({ ...applicant, userCompanyUnicodes: ['ENT-1', 'ENT-2'] });
    renderPage();
    const chooser = await screen.findByRole('combobox', { name: '企业' }, { timeout: 10_000 });
    expect(await screen.findByText('杭州示例私募基金管理有限公司')).toBeInTheDocument();
    expect(screen.getByText('统一社会信用代码待登记')).toBeInTheDocument();
    await userEvent.click(chooser);
    await userEvent.click(await screen.findByText('杭州示例一期创业投资合伙企业（有限合伙）'));
    expect(screen.getAllByText('91330100MA2C000611').length).toBeGreaterThan(0);
    // Only the select's hidden accessibility parts hold the codes (its option values and live region).
    expect(screen.queryByText(/ENT-\d/, { ignore: 'script, style, [role=option], [aria-live]' })).not.toBeInTheDocument();

    const row = (await screen.findByText('钱潮律师事务所')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('combobox', { name: '合作意向' }));
    await userEvent.click(await screen.findByText('法律合规服务'));
    await userEvent.type(screen.getByLabelText('联系人'), '吴十');
    await userEvent.type(screen.getByLabelText('联系电话'), '13800000004');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('战略合作意向已保存')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/strategic/save')[0]![1]?.body)).submitData.unicodes).toBe('ENT-2');
  });
});
