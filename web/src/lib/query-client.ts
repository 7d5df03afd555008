import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';
import { RequestError } from './request';

/**
 * A refusal (an envelope with its code) is the server's answer and would be the same again; only a call that
 * never got one (timeout, network) is worth a second try.
 */
export const retryQuery = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && error instanceof RequestError && error.code === 0;

/** One client for the app; the request layer already toasts failures, once per failure. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: retryQuery, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// No cached data outlives the session it was read in (logout, reset, another login). Kept here rather than
// in the session actions so the login screen does not load the query library (DESIGN section 8).
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});
