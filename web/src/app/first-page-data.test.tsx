import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFAULT_STAGE_LIMITS } from '@ftown/domain/time-limits/limits';
import { QueueTable } from '@/features/review/components/queue-table';
import { applyOf, sessions } from '@/features/review/test/render';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { envelope, stubFetch } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { prefetchPageData } from './routes';

const fetchMock = stubFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/apply/home/getAllApply')) return envelope({ total: 1, items: [applyOf({ id: 1, name: '甲企业' })] });
    if (url.includes('/examine/presence/getHolders')) return envelope([]);
    if (url.includes('/sam/getUserListByNode')) return envelope([]);
    if (url.includes('/timeLimits/getTimeSettings')) return envelope({ limits: DEFAULT_STAGE_LIMITS, days: [] });
    throw new Error(`unexpected call ${url}`);
  });
});
// The app's own cache outlives a test: the queue is unmounted and the cache emptied before fetch is given back
// (stubFetch's hook, registered first, runs last), so no retry of the app's policy reaches the real network.
afterEach(() => {
  cleanup();
  queryClient.clear();
});

const queueAsks = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/apply/home/getAllApply'));

describe("a first visit's main read, asked for before the page renders (routes-preload.ts)", { timeout: 30_000 }, () => {
  it("a staff queue route asks for its own queue's first page, which the queue then shows without asking again", async () => {
    await prefetchPageData('/government/early/index');
    expect(queueAsks()).toEqual(['/ftown-api/public/index.php/apply/home/getAllApply?job=gov_early&page=1&size=10']);

    useSessionStore.setState({ session: sessions.gov1 });
    renderWithProviders(<QueueTable job="gov_early" />, '/government/early/index', queryClient);
    expect(await screen.findByText('甲企业')).toBeInTheDocument();
    expect(queueAsks()).toHaveLength(1);
  });

  it('a route that is not a queue asks for no queue', async () => {
    await prefetchPageData('/enterprises/index');
    expect(queueAsks()).toEqual([]);
  });
});
