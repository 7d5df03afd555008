import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '@/app/providers';
import userEvent from '@testing-library/user-event';
import { applicant, callPath, envelope, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import PasswordPage from './password-page';
import { renderWithProviders } from '@/test/render';

const fetchMock = stubFetch({ token: 'token-abc' });
const RECENT = '新密码不能与当前密码或最近3次使用过的密码相同';
const account = { loginType: 'personPassword', kind: 'person', name: '运维', account: 'Ops.Admin1', mobile: '', hasPassword: true, enterprises: [] };

const changeCalls = () => fetchMock.mock.calls.filter((c) => callPath(c[0]) === '/account/changePassword');

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const path = callPath(input);
    if (path === '/account/get') return envelope(account);
    if (path === '/account/changePassword') return envelope({ fields: { newPassword: RECENT } }, 42200, RECENT, 400);
    throw new Error(`unexpected ${path}`);
  });
  useSessionStore.getState().setSession({ ...applicant, mustChangePassword: true });
});

const renderPage = () =>
  renderWithProviders(
    <PasswordPage />,
  );

const fill = async (oldPassword: string, newPassword: string) => {
  for (const [label, value] of [
    ['原密码', oldPassword],
    ['新密码', newPassword],
    ['确认新密码', newPassword],
  ] as const) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: '修改密码' }));
};

describe('the forced first change of a one-time password', () => {
  it('opens outside any layout, as a first sign-in reaches it: the page brings its own query cache', async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/password']}>
          <PasswordPage />
        </MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByText('您正在使用初始密码登录', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('原密码')).toBeInTheDocument();
  }, 60_000);

  it('refuses a short password and the account name in Chinese before sending anything', { timeout: 20_000 }, async () => {
    renderPage();
    expect(await screen.findByText('您正在使用初始密码登录')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some((c) => callPath(c[0]) === '/account/get')).toBe(true));

    await fill('Xy7@kP2#mQ9!aB3d', 'Ab1!x');
    expect(await screen.findByText('密码长度应为8至64个字符')).toBeInTheDocument();
    await fill('Xy7@kP2#mQ9!aB3d', 'ops.admin1');
    expect(await screen.findByText('密码不能与账号名相同')).toBeInTheDocument();
    expect(changeCalls()).toHaveLength(0);
  });

  it("shows the server's refusal of a recently used password on the new-password field", { timeout: 20_000 }, async () => {
    renderPage();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some((c) => callPath(c[0]) === '/account/get')).toBe(true));
    await fill('Xy7@kP2#mQ9!aB3d', 'First#Pass1');
    expect(await screen.findAllByText(RECENT)).not.toHaveLength(0);
    expect(changeCalls()).toHaveLength(1);
    expect(screen.getByLabelText('新密码').closest('.ant-form-item')).toHaveTextContent(RECENT);
  });
});
