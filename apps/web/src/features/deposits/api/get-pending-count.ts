import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getPendingCount(signal?: AbortSignal): Promise<{ pendingCount: number }> {
  return api.get<{ pendingCount: number }>('/deposit/pending-count', { signal });
}

export function getPendingCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.deposits.pendingCount(),
    queryFn: ({ signal }) => getPendingCount(signal),
    refetchInterval: pollWhileOffline(10_000),
  });
}

export function usePendingCount() {
  return useQuery(getPendingCountQueryOptions());
}
