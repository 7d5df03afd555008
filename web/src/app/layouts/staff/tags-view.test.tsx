import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { NavigationGuard } from '@/app/navigation-guard';
import { Providers } from '@/app/providers';
import { admin } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';
import { useTagsViewStore } from '@/stores/tags-view-store';
import { CONTEXT_MENU_WIDTH } from './tags-view';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  useSessionStore.getState().setToken('token-abc');
  useSessionStore.getState().setSession(admin);
  useTagsViewStore.setState({
    views: [{ path: '/address/index', fullPath: '/address/index', title: '地址分配', affix: false, noCache: false, version: 0 }],
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().resetToken();
});

const tagNames = () =>
  within(screen.getByRole('navigation', { name: '标签栏' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

const openContextMenu = async (title: string) => {
  fireEvent.contextMenu(within(screen.getByRole('navigation', { name: '标签栏' })).getByRole('link', { name: title }));
  return screen.findAllByRole('menuitem');
};

describe('tags view', () => {
  it('titles a tab by the scrap parameter and keeps the affix tab through close-others and close-all', { timeout: 30_000 }, async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={['/risk/index?scrap=杭州示例实业投资有限公司']}>
          <NavigationGuard />
        </MemoryRouter>
      </Providers>,
    );

    // The first render loads the staff layout chunk.
    await waitFor(() => expect(tagNames()).toEqual(['待受理申请', '地址分配', '杭州示例实业投资有限公司']), {
      timeout: 15_000,
    });
    expect(document.title).toBe('杭州示例实业投资有限公司 - 基金小镇机构入驻申请系统');

    await openContextMenu('杭州示例实业投资有限公司');
    // 105 px wide in all (spec section 9): the width holds the list's padding, which antd adds outside it.
    expect(screen.getByRole('menuitem', { name: '关闭其他' }).closest('ul')).toHaveStyle({ width: `${CONTEXT_MENU_WIDTH}px`, boxSizing: 'border-box' });
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tagNames()).toEqual(['待受理申请', '杭州示例实业投资有限公司']));

    await openContextMenu('杭州示例实业投资有限公司');
    await userEvent.click(screen.getAllByRole('menuitem', { name: '关闭所有' }).at(-1)!);
    await waitFor(() => expect(tagNames()).toEqual(['待受理申请']));
    // Closing all lands on the affix tab; its queue page is a lazy chunk of its own.
    expect(await screen.findByRole('heading', { name: '待受理申请' }, { timeout: 15_000 })).toBeVisible();
  });
});
