import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExaminerLoad } from '@ftown/domain/review/api/review.schemas';
import { envelope, servePaths, stubFetch } from '@/test/fixtures';
import { applyOf, renderReview } from '../test/render';
import { AssignDialog } from './assign-dialog';

const fetchMock = stubFetch();

const atDistribution = { ...applyOf({ id: 9, stage: 'gov_distribution' }), stage: 'gov_distribution' as const };
const load = (over: Partial<TExaminerLoad>): TExaminerLoad => ({
  id: 0,
  name: '',
  department: '政务服务中心',
  job: '审核员',
  nodes: [],
  open: 0,
  overdue: 0,
  averageMs: null,
  suggested: false,
  ...over,
});
const loads = [
  load({ id: 4, name: '黄磊', open: 3, overdue: 1, averageMs: (26 * 60 + 5) * 60_000 }),
  load({ id: 5, name: '李娜', open: 1, overdue: 0, suggested: true }),
];
const assigned = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/examine/flow/assign'));

describe('assign dialog', { timeout: 30_000 }, () => {
  it('shows each examiner’s open, overdue and average time per stage and chooses the suggested one to begin with', async () => {
    const onClose = vi.fn();
    servePaths(fetchMock, {
      '/examine/flow/getExaminerLoads': () => envelope(loads),
      '/examine/flow/assign': () => envelope({ ...atDistribution, stage: 'gov_early' }),
    });
    renderReview(<AssignDialog apply={atDistribution} open onClose={onClose} />);

    expect(await screen.findByText('在办 3 件 · ', { exact: false })).toHaveTextContent('平均每环节用时 1天2小时5分钟');
    expect(screen.getByText('超期 1 件')).toBeInTheDocument();
    expect(screen.getByText('建议').closest('label')).toHaveTextContent('李娜');
    await waitFor(() => expect(screen.getByRole('radio', { name: /李娜/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /黄磊/ })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: '分配' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(assigned()[0]![1]?.body))).toEqual({ apply: 9, stage: 'gov_distribution', examiner: 5 });
  });

  it('assigns whoever the chief picks instead of the suggestion', async () => {
    const onClose = vi.fn();
    servePaths(fetchMock, {
      '/examine/flow/getExaminerLoads': () => envelope(loads),
      '/examine/flow/assign': () => envelope({ ...atDistribution, stage: 'gov_early' }),
    });
    renderReview(<AssignDialog apply={atDistribution} open onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: /李娜/ })).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: /黄磊/ }));
    await userEvent.click(screen.getByRole('button', { name: '分配' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(assigned()[0]![1]?.body))).toMatchObject({ examiner: 4 });
  });
});
