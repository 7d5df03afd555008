import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { NavigationGuard } from '@/app/navigation-guard';
import { samCalls } from '@/features/auth/api/sam-calls';
import { Providers } from '@/app/providers';
import { admin } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';

const progressBar = () => document.getElementById('nprogress');

/** The guard at `path`, inside the app's providers, with `beside` rendered next to it in the same router. */
const renderGuard = (path: string, beside?: ReactNode) =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        {beside}
        <NavigationGuard />
      </MemoryRouter>
    </Providers>,
  );

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useSessionStore.getState().setToken('token-abc');
  useSessionStore.getState().setSession(admin);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().resetToken();
});

describe('navigation progress bar', () => {
  it('stays away from the page load and runs on a move inside the app', { timeout: 30_000 }, async () => {
    renderGuard('/404', <Link to="/401">去无权访问页</Link>);
    expect(await screen.findByText('页面不存在', {}, { timeout: 15_000 })).toBeInTheDocument();
    // The page load has the browser's own indicator and index.html's frame; a bar there only forced a layout of
    // the whole first screen in its first commit (issue 15: total blocking time).
    expect(progressBar()).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: '去无权访问页' }));
    expect(progressBar()).not.toBeNull();
  });
});

describe('a failed user info', () => {
  it('is reported even when it failed before the guard first rendered, as on a first visit', async () => {
    // main.tsx renders once the layout's code is in; the user info may have failed by then (an expired session).
    useSessionStore.getState().setToken('token-abc');
    useSessionStore.getState().markInfoFailed('令牌已失效，请重新登录');
    renderGuard('/examine/index');
    expect(await screen.findByText('令牌已失效，请重新登录', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});

describe('the user info', () => {
  it('is not asked for again when it was answered between the first render and its effects', { timeout: 30_000 }, async () => {
    const asked = vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', asked);
    useSessionStore.getState().setToken('token-abc');
    await samCalls();
    // The read main.tsx started before React rendered, answered after the guard rendered without it.
    function InfoAnswered() {
      useLayoutEffect(() => {
        useSessionStore.getState().setSession(admin);
      }, []);
      return null;
    }
    renderGuard('/examine/index', <InfoAnswered />);
    expect(useSessionStore.getState().info).toBe('loaded');
    // A second read would go out once the microtasks of its call ran (its contract is already loaded).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/sam/info'))).toEqual([]);
  });
});
