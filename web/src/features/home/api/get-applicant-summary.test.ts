import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_CALLS, type TApplicantSummary } from '@ftown/domain/home/home.schemas';
import { queryClient } from '@/lib/query-client';
import { envelope, stubFetch } from '@/test/fixtures';
import { homeKeys } from './keys';
import { prefetchApplicantSummary } from './get-applicant-summary';

const error = vi.fn(() => Promise.resolve());
vi.mock('@/lib/feedback', async (original) => ({
  ...(await original<typeof import('@/lib/feedback')>()),
  toast: () => ({ success: vi.fn(), error, info: vi.fn(), warning: vi.fn() }),
}));

const summary: TApplicantSummary = { applications: { total: 0, items: [] }, enterprises: [] };
let answer: () => Response;
const fetchMock = stubFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    expect(input).toContain(HOME_CALLS.applicantSummary.path);
    return answer();
  });
});
afterEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
});

describe('prefetchApplicantSummary (the home asked for before it renders)', () => {
  it("fills the cache the page's query reads", async () => {
    answer = () => envelope(summary);
    await prefetchApplicantSummary();
    expect(queryClient.getQueryData(homeKeys.applicant())).toEqual(summary);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports nothing itself: a failure stays in the cache for the page to ask again and report', async () => {
    answer = () => envelope(null, 50000, '服务器繁忙', 500);
    await prefetchApplicantSummary();
    expect(queryClient.getQueryState(homeKeys.applicant())?.status).toBe('error');
    expect(error).not.toHaveBeenCalled();
  });
});
