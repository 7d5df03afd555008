import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { useSessionStore } from '@/stores/session-store';
import { sessions } from '@/features/review/test/render';
import { envelope, servePaths, stubFetch } from '@/test/fixtures';
import ExamineViewPage from './examine-view-page';

const fetchMock = stubFetch();
const NOT_YOURS = '申请不存在或您无权查看';
beforeEach(() => {
  useSessionStore.setState({ session: sessions.gov1 });
});
afterEach(async () => {
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

describe('the examine view of an application that is not there', { timeout: 60_000 }, () => {
  it('says so once, without a review panel that failed and a retry that cannot help', async () => {
    const refused = () => envelope(null, 40400, NOT_YOURS, 404);
    servePaths(fetchMock, {
      '/examine/flow/getReviewState': refused,
      '/apply/home/read': refused,
      '/examine/presence/claim': refused,
      '/examine/presence/release': () => envelope({ released: false }),
      '/sam/getUserListByNode': () => envelope([]),
      '/timeLimits/getTimeSettings': refused,
    });
    renderWithProviders(
      <Routes>
        <Route path="/examine/view/index/:id" element={<ExamineViewPage />} />
      </Routes>,
      '/examine/view/index/99',
    );

    expect(await screen.findByText(NOT_YOURS, { selector: '.ant-result-title' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('正在加载审核信息…')).not.toBeInTheDocument());
    expect(screen.queryByText('审核信息加载失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).not.toBeInTheDocument();
  });
});
