import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';

const loadInfo = vi.fn(() => Promise.resolve());
const preloadLayout = vi.fn((_layout: string) => Promise.resolve());
const preloadPage = vi.fn();
const prefetchPageData = vi.fn();
vi.mock('@/features/auth/session-actions', () => ({ loadMissingInfo: () => loadInfo() }));
vi.mock('./navigation-guard', () => ({ preloadLayout: (layout: string) => preloadLayout(layout) }));
vi.mock('./routes', async (original) => ({
  ...(await original<typeof import('./routes')>()),
  preloadPage: (pathname: string) => preloadPage(pathname),
  prefetchPageData: (pathname: string) => prefetchPageData(pathname),
}));

const { preloadFirstRoute } = await import('./routes-preload');

describe('preloadFirstRoute', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useSessionStore.getState().forgetToken();
  });

  it('signed out: asks for the page only, not a layout or the user info', () => {
    preloadFirstRoute('/login/edge');
    expect(preloadPage).toHaveBeenCalledWith('/login/edge');
    expect(preloadLayout).not.toHaveBeenCalled();
    expect(loadInfo).not.toHaveBeenCalled();
    expect(prefetchPageData).not.toHaveBeenCalled();
  });

  it('signed in: asks for the page, its layout and the user info at once', () => {
    useSessionStore.getState().setToken('token');
    preloadFirstRoute('/examine/index');
    expect(preloadPage).toHaveBeenCalledWith('/examine/index');
    expect(preloadLayout).toHaveBeenCalledWith('staff');
    expect(loadInfo).toHaveBeenCalledTimes(1);
  });

  it('signed in: asks for the user info and the page data before the code, so they do not queue behind it', () => {
    useSessionStore.getState().setToken('token');
    preloadFirstRoute('/home_edge');
    expect(prefetchPageData).toHaveBeenCalledWith('/home_edge');
    const [info, data, layout, page] = [loadInfo, prefetchPageData, preloadLayout, preloadPage].map((f) => f.mock.invocationCallOrder[0]!);
    expect(Math.max(info!, data!)).toBeLessThan(Math.min(layout!, page!));
  });

  /** A promise that settles when told to. */
  const held = () => {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    return { promise, release };
  };

  /** Whether a promise has settled after the pending callbacks and a timer have run. */
  const settledSoon = async (promise: Promise<unknown>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    return settled;
  };

  it("signed in: settles only once the layout's and the page's code are in, which main.tsx waits for before it renders", async () => {
    useSessionStore.getState().setToken('token');
    const [layout, page] = [held(), held()];
    preloadLayout.mockReturnValueOnce(layout.promise);
    preloadPage.mockReturnValueOnce(page.promise);
    const first = preloadFirstRoute('/examine/index');
    expect(await settledSoon(first)).toBe(false);
    layout.release();
    // A page whose code came after its first render drew a loading fallback, which React kept for 300 ms more.
    expect(await settledSoon(first)).toBe(false);
    page.release();
    expect(await settledSoon(first)).toBe(true);
  });

  it("signed in: waits for the page's read, so its content comes in the first commit, but a second at most", async () => {
    useSessionStore.getState().setToken('token');
    const read = held();
    prefetchPageData.mockReturnValueOnce(read.promise);
    const first = preloadFirstRoute('/examine/index');
    expect(await settledSoon(first)).toBe(false);
    read.release();
    expect(await settledSoon(first)).toBe(true);

    vi.useFakeTimers();
    try {
      prefetchPageData.mockReturnValueOnce(new Promise<void>(() => {}));
      let settled = false;
      void preloadFirstRoute('/examine/index').then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signed in: settles at once when the user info fails, since the way to sign in needs no layout', async () => {
    useSessionStore.getState().setToken('token');
    loadInfo.mockReturnValueOnce(Promise.reject(new Error('令牌无效')));
    preloadLayout.mockReturnValueOnce(new Promise<void>(() => {}));
    await expect(preloadFirstRoute('/examine/index')).resolves.toBeUndefined();
  });

  it("signed out: settles once the page's code is in, with no layout to wait for", async () => {
    const page = held();
    preloadPage.mockReturnValueOnce(page.promise);
    const first = preloadFirstRoute('/login/edge');
    expect(await settledSoon(first)).toBe(false);
    page.release();
    expect(await settledSoon(first)).toBe(true);
  });

  it('signed in on a page without a layout: no layout is loaded', () => {
    useSessionStore.getState().setToken('token');
    preloadFirstRoute('/password');
    expect(preloadLayout).not.toHaveBeenCalled();
    expect(loadInfo).toHaveBeenCalledTimes(1);
  });
});
