import { afterEach, beforeEach, vi } from 'vitest';
import { applicant } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';

/** For every test of the file: the demo applicant signed in, and `fetch` answered by the returned mock. */
export const applicantWithFetch = () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.getState().setToken('applicant-token');
    useSessionStore.getState().setSession(applicant);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    useSessionStore.getState().resetToken();
  });
  return fetchMock;
};
