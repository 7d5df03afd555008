import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { UNDER_CONSTRUCTION_ALERT } from '@/config/portal';
import { parkSystemKeys } from '@/features/auth/api/get-change-system-index';
import { renderWithProviders } from '@/test/render';
import { TopNav } from './top-nav';

const renderNav = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(parkSystemKeys.index, [
    { key: 'enterprise', name: '企业管理' },
    { key: 'change', name: '变更管理' },
  ]);
  return renderWithProviders(<TopNav />, '/home', client);
};

describe('top navigation', () => {
  it('lists the park systems the server names, then the unfinished ones, then this one, marked as current', () => {
    renderNav();
    const row = within(screen.getByRole('navigation', { name: '系统导航' })).getByRole('list');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['企业管理', '变更管理', '人才申报', '奖励申报', '机构管理', '申请审批']);
    expect(within(row).getByRole('button', { name: '申请审批' })).toHaveAttribute('aria-current', 'page');
    expect(within(row).getByRole('button', { name: '企业管理' })).not.toHaveAttribute('aria-current');
  });

  it('says an unfinished system is under construction, from the row and from the folded menu alike', async () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: '系统导航' });
    await userEvent.click(within(within(nav).getByRole('list')).getByRole('button', { name: '人才申报' }));
    expect(await screen.findByText(UNDER_CONSTRUCTION_ALERT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '知道了' }));

    // The folded button (what a phone shows) names this system and opens the same entries.
    const folded = within(nav).getAllByRole('button', { name: '申请审批' }).find((button) => button.closest('ul') === null);
    await userEvent.click(folded!);
    await userEvent.click(await screen.findByRole('menuitem', { name: '奖励申报' }));
    expect(await screen.findAllByText(UNDER_CONSTRUCTION_ALERT)).not.toHaveLength(0);
  });
});
