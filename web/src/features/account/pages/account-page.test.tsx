import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicant, callPath, envelope, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import AccountPage from './account-page';
import { renderWithProviders } from '@/test/render';

const fetchMock = stubFetch({ token: 'token-abc' });
const account = {
  loginType: 'companyMobile',
  kind: 'company',
  name: '杭州示例实业投资有限公司',
  account: '91330100MA27XY018X',
  mobile: '13800000002',
  hasPassword: true,
  enterprises: [{ unicodes: 'ENT-3', name: '杭州示例实业投资有限公司', creditCode: '91330100MA27XY018X', legalPerson: '孙八', taxFinish: 1 }],
};

const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find((c) => callPath(c[0]) === path);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
};

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const path = callPath(input);
    if (path === '/account/get') return envelope(account);
    if (path === '/sam/sendSmsCode') return envelope({ expiresIn: 300 });
    if (path === '/account/changeMobile') return envelope({ message: '手机号换绑成功' }, 20000, '手机号换绑成功');
    if (path === '/account/changePassword') return envelope(null, 42200, '原密码错误', 400);
    throw new Error(`unexpected ${path}`);
  });
  useSessionStore.getState().setSession({ ...applicant, loginType: 'companyMobile', isPersonBiz: false, mobile: '13800000002' });
});

const renderPage = () =>
  renderWithProviders(
    <AccountPage />,
  );

describe('account management', () => {
  it('shows the company account and the enterprises it acts for', async () => {
    renderPage();
    expect(await screen.findByText('91330100MA27XY018X', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
    const row = screen.getByText('ENT-3').closest('tr')!;
    expect(within(row).getByText('孙八')).toBeInTheDocument();
    expect(within(row).getByText('已完成')).toBeInTheDocument();
  });

  it('titles an individual’s mobile card 换绑手机号码, not 换绑绑定手机号码', async () => {
    const person = { ...account, loginType: 'personPassword', kind: 'person', name: '张三', account: 'zhangsan', mobile: '13800000001' };
    fetchMock.mockImplementation(async (input) => (callPath(input) === '/account/get' ? envelope(person) : envelope(null)));
    renderPage();
    expect(await screen.findByText('换绑手机号码')).toBeInTheDocument();
    expect(screen.getByText('绑定手机号码')).toBeInTheDocument();
    expect(screen.queryByText(/换绑绑定/)).toBeNull();
  });

  it('checks the new password in Chinese before calling, and shows the refusal on the old-password field', { timeout: 20_000 }, async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText('原密码'), 'Demo@2026');
    // All three are required, and all three say so.
    for (const label of ['原密码', '新密码', '确认新密码']) expect(screen.getByText(label, { selector: 'label' })).toHaveClass('ant-form-item-required');
    await userEvent.type(screen.getByLabelText('新密码'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('确认新密码'), 'abcdefgi');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码须包含大写字母、小写字母、数字、符号中的至少三种', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => callPath(c[0]) === '/account/changePassword')).toBe(false);

    await userEvent.clear(screen.getByLabelText('新密码'));
    await userEvent.type(screen.getByLabelText('新密码'), 'Better#2026');
    await userEvent.clear(screen.getByLabelText('确认新密码'));
    await userEvent.type(screen.getByLabelText('确认新密码'), 'Better#2026');
    await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
    // The first call loads the request layer's call table: give a loaded machine time for it.
    expect(await screen.findAllByText('原密码错误', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(bodyOf('/account/changePassword')).toEqual({ oldPassword: 'Demo@2026', newPassword: 'Better#2026', confirmPassword: 'Better#2026' });
  });

  it('sends the code to the new number and binds it', { timeout: 20_000 }, async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText('新手机号码'), '13900000555');
    expect(screen.getByText('新手机号码', { selector: 'label' })).toHaveClass('ant-form-item-required');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(bodyOf('/sam/sendSmsCode')).toEqual({ mobile: '13900000555' });

    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认换绑' }));
    expect(await screen.findByText('手机号换绑成功')).toBeInTheDocument();
    expect(bodyOf('/account/changeMobile')).toEqual({ mobile: '13900000555', code: '123456' });
    expect(useSessionStore.getState().session?.mobile).toBe('13900000555');
  });

  it('counts down from the seconds the server names when it refuses a code as too soon', async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      callPath(input) === '/sam/sendSmsCode'
        ? envelope({ retryAfter: 37 }, 42900, '验证码发送过于频繁，请37秒后再试', 429)
        : answer(input, init),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('新手机号码'), '13900000555');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码发送过于频繁，请37秒后再试')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '37秒后重新获取' })).toBeDisabled();
  });

  it('refuses binding the number already bound, without sending a code', async () => {
    renderPage();
    await userEvent.type(await screen.findByLabelText('新手机号码'), '13800000002');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('新手机号与当前绑定的手机号相同')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => callPath(c[0]) === '/sam/sendSmsCode')).toBe(false);
  });
});
