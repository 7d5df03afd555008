import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { LOGOUT_WAIT_MS } from '@/features/auth/session-actions';
import { tokenStorage } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { admin, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { useLogoutConfirm } from './use-logout-confirm';

const chunk = vi.hoisted(() => ({ hangs: false }));

// The /sam call table is a lazy chunk; `hangs` makes its import never settle, as a stalled chunk request does.
vi.mock('@/features/auth/api/sam-calls', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/auth/api/sam-calls')>();
  return { samCalls: () => (chunk.hangs ? new Promise<never>(() => {}) : real.samCalls()) };
});

const TOKEN = 'T'.repeat(43);
const fetchMock = stubFetch({ token: TOKEN });

function Harness() {
  const confirmLogout = useLogoutConfirm('staff');
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={confirmLogout}>
        退出登录
      </button>
      <output aria-label="地址">{pathname}</output>
    </>
  );
}

const logOutConfirmed = async () => {
  renderWithProviders(<Harness />, '/home');
  await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
  await screen.findByText('确定要退出吗？');
  await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
};

const address = () => screen.getByRole('status', { name: '地址' }).textContent;

beforeEach(() => useSessionStore.getState().setSession(admin));
afterEach(() => {
  chunk.hangs = false;
  vi.unstubAllEnvs();
});

describe('logout', () => {
  it('revokes the token on the server and lands on the login page', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 20000, message: '', data: null })));
    await logOutConfirmed();
    await waitFor(() => expect(address()).toBe('/login'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/sam/logout');
    expect(tokenStorage.get()).toBeNull();
  });

  // The foundation journey once timed out waiting for the login page after 确定退出.
  it.each([
    ['the logout call never answers', () => fetchMock.mockReturnValue(new Promise<never>(() => {}))],
    ['the call table never loads', () => (chunk.hangs = true)],
  ])('still signs out and lands on the login page when %s', { timeout: LOGOUT_WAIT_MS + 10_000 }, async (_, stall) => {
    stall();
    await logOutConfirmed();
    await waitFor(() => expect(address()).toBe('/login'), { timeout: LOGOUT_WAIT_MS + 2_000 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(tokenStorage.get()).toBeNull();
  });

  it("goes to the deployment's configured page instead of the app's login", async () => {
    vi.stubEnv('VITE_STAFF_LOGOUT_URL', '/login/edge');
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 20000, message: '', data: null })));
    await logOutConfirmed();
    await waitFor(() => expect(address()).toBe('/login/edge'));
  });
});
