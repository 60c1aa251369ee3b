import type { EarningStatus } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getEarningStatus(signal?: AbortSignal): Promise<EarningStatus> {
  return api.get<EarningStatus>('/tasks/earning-status', { signal });
}

/** Polled every 5 s (rule 41). */
export function getEarningStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tasks.earningStatus(),
    queryFn: ({ signal }) => getEarningStatus(signal),
    refetchInterval: pollWhileOffline(5_000),
  });
}

export function useEarningStatus() {
  return useQuery(getEarningStatusQueryOptions());
}
