import { QueryClient } from '@tanstack/react-query';

/** One client for the app; the request layer already toasts failures, so queries retry only once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
