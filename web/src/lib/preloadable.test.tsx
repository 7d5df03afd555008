import { describe, expect, it } from 'vitest';
import { lazy, startTransition, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Page = () => <h1>待受理申请</h1>;
const load = () => Promise.resolve({ default: Page });

/** Renders `View` in a transition, as main.tsx renders the app, and names every fallback its boundary drew. */
const renderCounting = async (View: ComponentType) => {
  const fallbacks: string[] = [];
  function Loading() {
    fallbacks.push('正在加载…');
    return <p>正在加载…</p>;
  }
  await act(async () => {
    startTransition(() => {
      render(
        <Suspense fallback={<Loading />}>
          <View />
        </Suspense>,
      );
    });
  });
  return fallbacks;
};

describe('preloadable', () => {
  it('draws code it already has in its first commit, where React.lazy draws its fallback first', async () => {
    // React.lazy suspends once even on an import that settled long ago; React then keeps what replaces the fallback
    // back until 300 ms after the fallback appeared.
    const Lazy = lazy(load);
    await load();
    expect(await renderCounting(Lazy)).toEqual(['正在加载…']);

    const View = preloadable(load);
    await View.preload();
    expect(await renderCounting(View)).toEqual([]);
    expect(screen.getAllByRole('heading', { name: '待受理申请' }).length).toBeGreaterThan(0);
  });

  it('is React.lazy when its code has not been asked for: the fallback, then the page', async () => {
    const View = preloadable(load);
    expect(await renderCounting(View)).toEqual(['正在加载…']);
    expect(await screen.findByRole('heading', { name: '待受理申请' })).toBeInTheDocument();
  });

  it('settles its preload on a failed import and lets the render ask again, which can succeed', async () => {
    let attempts = 0;
    const flaky = () => (++attempts === 1 ? Promise.reject(new Error('网络错误')) : load());
    const View = preloadable(flaky);
    await expect(View.preload()).resolves.toBeUndefined();
    await renderCounting(View);
    expect(await screen.findByRole('heading', { name: '待受理申请' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
