import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLY_STATUS_LABELS } from '@ftown/domain/applications/status';
import { applyOf, envelope, stubFetch } from '@/test/fixtures';
import { renderPage } from '../test/render-page';
import { ApplyList } from './apply-list';

const fetchMock = stubFetch();

const STATUSES = [0, 1, 2, 3, 4, 5, 6] as const;
const items = STATUSES.map((status) => applyOf({ id: status + 1, status, name: `企业${status}` }));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('application list', { timeout: 30_000 }, () => {
  it('shows each status and offers removal only for drafts and withdrawn applications', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ total: items.length, items }));
    renderPage('/edge/index', { '/edge/index': <ApplyList /> });
    await screen.findByText('企业0');
    for (const status of STATUSES) {
      const row = rowOf(`企业${status}`);
      expect(within(row).getByText(APPLY_STATUS_LABELS[status])).toBeInTheDocument();
      const remove = within(row).queryByRole('button', { name: '删除' });
      if (status === 0 || status === 3) expect(remove).toBeInTheDocument();
      else expect(remove).not.toBeInTheDocument();
    }
    expect(fetchMock.mock.calls[0]![0]).toBe('/ftown-api/public/index.php/apply/home/getAllApply?page=1&size=10');
  });

  it('asks before removing and sends the status the applicant saw', async () => {
    fetchMock.mockResolvedValueOnce(envelope({ total: 1, items: [items[3]] }));
    renderPage('/edge/index', { '/edge/index': <ApplyList /> });
    await userEvent.click(within(await screen.findByRole('row', { name: /企业3/ })).getByRole('button', { name: '删除' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除“企业3”的申请吗？');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(envelope({ id: 4 }));
    fetchMock.mockResolvedValueOnce(envelope({ total: 0, items: [] }));
    await userEvent.click(within(rowOf('企业3')).getByRole('button', { name: '删除' }));
    // The cancelled dialog may still be fading out; the new one is the last.
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.click(within(again).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/ftown-api/public/index.php/apply/home/removeApplyForStatus');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 4, unicodes: 'ENT-1', status: 3 });
    expect(await screen.findByText('您还没有申请，请点击“新建申请”开始')).toBeInTheDocument();
  });

  it('shows the failure with a way to retry', async () => {
    fetchMock.mockResolvedValueOnce(envelope(null, 50000, '服务器开小差了，请稍后重试', 500));
    renderPage('/edge/index', { '/edge/index': <ApplyList /> });
    expect(await screen.findByText('申请列表加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
