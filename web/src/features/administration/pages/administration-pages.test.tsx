import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCompanyAccount, TStaffAccount } from '@ftown/domain/administration/administration.schemas';
import { useSessionStore } from '@/stores/session-store';
import { admin, envelope, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import CompanyAccountsPage from './company-accounts-page';
import StaffAccountsPage from './staff-accounts-page';

const account = (over: Partial<TStaffAccount>): TStaffAccount => ({
  id: 10,
  username: 'gov1',
  realname: '黄磊',
  mobile: null,
  department: '政务服务中心',
  job: '审查员',
  chief: null,
  roles: ['examiner'],
  nodes: ['government/early'],
  disabled: false,
  mustChangePassword: false,
  createdAt: '2026-03-02T01:00:00.000Z',
  ...over,
});

const SELF = account({ id: admin.uid, username: 'admin', realname: '系统管理员', department: null, job: null, roles: ['admin'], nodes: [] });
const CHIEF = account({ id: 11, username: 'chief', realname: '刘建国', job: '专员', chief: '政务服务中心负责人', nodes: ['examine', 'government/distribution'] });
const GOV1 = account({});
const COMPANY: TCompanyAccount = {
  id: 3,
  unicodes: 'ENT-3',
  name: '杭州示例实业投资有限公司',
  creditCode: '91330100MA27XY018X',
  legalPerson: '孙八',
  legalMobile: '13800000002',
  disabled: false,
  mustChangePassword: false,
  agents: [{ id: 20, realname: '张三', mobile: '13800000001' }],
};

type Sent = { path: string; url: URL; body: unknown };
const sent: Sent[] = [];

const fetchMock = stubFetch({ token: 'token-abc' });
beforeEach(() => {
  sent.length = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^.*\/administration\//, '');
    sent.push({ path, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === 'staff/list') return envelope({ total: 3, items: [SELF, CHIEF, GOV1] });
    if (path === 'staff/create') return envelope({ account: account({ id: 12, username: 'exam9', nodes: ['examine'], mustChangePassword: true }), password: 'Xy7@one-time-pw' });
    if (path === 'staff/disable') return envelope({ ...GOV1, disabled: true });
    if (path === 'staff/resetPassword') return envelope({ password: 'Rs9#new-one-time' });
    if (path === 'companies/list') return envelope({ total: 1, items: [COMPANY] });
    if (path === 'companies/resetPassword') return envelope({ password: 'Co8%company-pw' });
    throw new Error(`unexpected call ${url.pathname}`);
  });
  useSessionStore.getState().setSession(admin);
});

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 20_000 })).closest('tr')!;
/** A confirm dialog by its question (antd's test ids make every dialog's title id the same). */
const dialogAsking = async (question: RegExp) => (await screen.findByText(question)).closest<HTMLElement>('[role=dialog]')!;
const writes = () => sent.filter((s) => s.path !== 'staff/list' && s.path !== 'companies/list');

describe('员工账号', () => {
  it('lists the accounts with the derived chief, roles, nodes and state, and searches on the server', { timeout: 60_000 }, async () => {
    renderWithProviders(<StaffAccountsPage />);
    const chief = await rowOf('chief');
    expect(within(chief).getByText('政务服务中心负责人')).toBeInTheDocument();
    expect(within(chief).getByText('待受理申请、政务服务中心分发')).toBeInTheDocument();
    expect(within(await rowOf('admin')).getByText('全部（管理员）')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索员工账号' }), '黄磊{enter}');
    await vi.waitFor(() => expect(sent.at(-1)?.url.searchParams.get('keyword')).toBe('黄磊'));
    expect(sent.at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('says why the list failed and reloads it, and says when a search matched nothing', { timeout: 60_000 }, async () => {
    let fail = true;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/staff/list') && fail) return envelope(null, 50000, '服务器繁忙，请稍后再试', 500);
      if (url.searchParams.get('keyword') === '无此人') return envelope({ total: 0, items: [] });
      return answer(String(input), init);
    });
    renderWithProviders(<StaffAccountsPage />);
    expect(await screen.findByText('员工账号加载失败', {}, { timeout: 20_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await rowOf('chief');

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索员工账号' }), '无此人{enter}');
    expect(await screen.findByText('没有符合条件的账号', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('creates an account and shows its one-time password once', { timeout: 60_000 }, async () => {
    renderWithProviders(<StaffAccountsPage />);
    await rowOf('chief');
    await userEvent.click(screen.getByRole('button', { name: '新建账号' }));
    const dialog = await screen.findByRole('dialog', { name: '新建工作人员账号' });
    await userEvent.type(within(dialog).getByLabelText('用户名'), 'exam9');
    await userEvent.type(within(dialog).getByLabelText('姓名'), '新审查员');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '待受理申请' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));

    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: 'staff/create',
      body: { username: 'exam9', realname: '新审查员', mobile: '', department: null, job: null, roles: ['examiner'], nodes: ['examine'] },
    });
    expect(await screen.findByText('Xy7@one-time-pw')).toBeInTheDocument();
    expect(screen.getByText(/该密码只显示这一次/)).toBeInTheDocument();
  });

  it('refuses a bad username before sending, and offers a chief queue only to the chief department and job make', { timeout: 60_000 }, async () => {
    renderWithProviders(<StaffAccountsPage />);
    await rowOf('chief');
    await userEvent.click(screen.getByRole('button', { name: '新建账号' }));
    const dialog = await screen.findByRole('dialog', { name: '新建工作人员账号' });
    const distribution = within(dialog).getByRole('checkbox', { name: '政务服务中心分发' });
    expect(distribution).toBeDisabled();

    await userEvent.click(within(dialog).getByLabelText('部门'));
    await userEvent.click(await screen.findByTitle('政务服务中心'));
    await userEvent.click(within(dialog).getByLabelText('职务'));
    await userEvent.click(await screen.findByTitle('专员'));
    expect(await within(dialog).findByText('政务服务中心负责人')).toBeInTheDocument();
    expect(distribution).toBeEnabled();

    await userEvent.type(within(dialog).getByLabelText('用户名'), '9x');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('用户名应为3至32位字母、数字或 _ . -，并以字母开头')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('asks before disabling or resetting, and never offers it on the administrator\'s own account', { timeout: 60_000 }, async () => {
    renderWithProviders(<StaffAccountsPage />);
    expect(within(await rowOf('admin')).getByRole('button', { name: '停用' })).toBeDisabled();

    await userEvent.click(within(await rowOf('gov1')).getByRole('button', { name: '停用' }));
    const confirm = await dialogAsking(/确定停用“黄磊/);
    expect(writes()).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: '停用' }));
    await vi.waitFor(() => expect(writes()).toEqual([expect.objectContaining({ path: 'staff/disable', body: { id: GOV1.id } })]));

    await userEvent.click(within(await rowOf('gov1')).getByRole('button', { name: '重置密码' }));
    const reset = await dialogAsking(/确定重置“黄磊/);
    await userEvent.click(within(reset).getByRole('button', { name: '重置' }));
    expect(await screen.findByText('Rs9#new-one-time')).toBeInTheDocument();
  });
});

describe('企业账号', () => {
  it('lists company accounts with the people acting for them, and resets a password after asking', { timeout: 60_000 }, async () => {
    renderWithProviders(<CompanyAccountsPage />);
    const row = await rowOf(COMPANY.name);
    expect(within(row).getByText('张三 13800000001')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: '重置密码' }));
    const confirm = await dialogAsking(/企业账号密码吗/);
    await userEvent.click(within(confirm).getByRole('button', { name: '重置' }));
    expect(await screen.findByText('Co8%company-pw')).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ path: 'companies/resetPassword', body: { id: COMPANY.id } })]);
  });
});
