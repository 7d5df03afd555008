import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ConfigProvider } from 'antd';
import { Providers } from '@/app/providers';
import { envelope, stubFetch } from '@/test/fixtures';
import { registerFeedbackHost } from '@/lib/feedback';
import { useSessionStore } from '@/stores/session-store';
import LoginPage from './login-page';

const fetchMock = stubFetch();

// Without motion a closed note leaves the document at once: the test DOM never ends a leaving animation.
const renderLogin = (path = '/login/edge') =>
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Providers>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login/edge" element={<LoginPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/edge/index" element={<p>申请管理页</p>} />
          </Routes>
        </MemoryRouter>
      </Providers>
    </ConfigProvider>,
  );

describe('login page', () => {
  it('opens on the mobile tab for applicants and the password tab for staff', () => {
    renderLogin();
    expect(screen.getByRole('tab', { name: '手机登录' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: '法人手机登录' });
  });

  it('opens on the account tab at /login', () => {
    renderLogin('/login');
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('账号')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toBeInTheDocument();
  });

  it('refuses a bad mobile number in Chinese without calling the server', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('手机号码'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code and counts down 60 seconds before the next one', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ expiresIn: 300 }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    const countdown = await screen.findByRole('button', { name: '60秒后重新获取' });
    expect(countdown).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ftown-api/public/index.php/sam/sendSmsCode');
    expect(init?.body).toBe(JSON.stringify({ mobile: '13800000001' }));
  });

  it('readies the toasts while the mobile is typed, so the note that the code was sent comes with its reply', async () => {
    renderLogin();
    // Stands in for the page's host, which registered itself as it mounted.
    const mount = vi.fn();
    registerFeedbackHost(mount);
    await userEvent.click(screen.getByLabelText('手机号码'));
    expect(mount).toHaveBeenCalledWith('message');
  });

  it('counts down from the seconds the server names when it refuses a code as too soon', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ retryAfter: 42 }, 42900, '验证码发送过于频繁，请42秒后再试', 429));
    renderLogin();
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('验证码发送过于频繁，请42秒后再试')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '42秒后重新获取' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: '41秒后重新获取' }, { timeout: 2000 })).toBeDisabled();
  });

  it('shows the server message when the login is refused', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 40100, '验证码错误或已过期', 401));
    renderLogin();
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000001');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('signs in and follows the redirect parameter', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ token: 'fresh-token' }));
    renderLogin(`/login/edge?redirect=${encodeURIComponent('/edge/index')}`);
    await userEvent.click(screen.getByRole('tab', { name: '账号密码登录' }));
    await userEvent.type(screen.getByLabelText('账号'), 'zhangsan');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('申请管理页')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('fresh-token');
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
        type: 'personPassword',
        account: 'zhangsan',
        password: 'Demo@2026',
      }),
    );
  });

  it('leaves its notes behind once signed in: the code\'s note stood over the page the sign-in opened', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ expiresIn: 300 })).mockResolvedValueOnce(envelope({ token: 'fresh-token' }));
    renderLogin(`/login/edge?redirect=${encodeURIComponent('/edge/index')}`);
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，5分钟内有效')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('申请管理页')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('验证码已发送，5分钟内有效')).not.toBeInTheDocument());
  });
});
