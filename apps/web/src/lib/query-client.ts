import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A 4xx answer will not change on a retry; a dropped connection or a 5xx might. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** One retry and no refetch on window focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
