import { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session-store';

/** One client for the app; the request layer already toasts failures, so queries retry only once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// No cached data outlives the session it was read in (logout, reset, another login). Kept here rather than
// in the session actions so the login screen does not load the query library (DESIGN section 8).
useSessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear();
});
