import { beforeEach } from 'vitest';
import { applicant, stubFetch } from '@/test/fixtures';
import { useSessionStore } from '@/stores/session-store';

/** For every test of the file: the demo applicant signed in, and `fetch` answered by the returned mock. */
export const applicantWithFetch = () => {
  const fetchMock = stubFetch({ token: 'applicant-token' });
  beforeEach(() => useSessionStore.getState().setSession(applicant));
  return fetchMock;
};
