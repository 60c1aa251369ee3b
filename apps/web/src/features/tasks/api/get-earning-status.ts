import type { EarningStatus } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollAcceptedAge, pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getEarningStatus(signal?: AbortSignal, acceptAgeSeconds = 0): Promise<EarningStatus> {
  return api.get<EarningStatus>('/tasks/earning-status', { signal, acceptAgeSeconds });
}

/** Polled every 5 s (rule 41). */
const POLL_MS = 5_000;

export function getEarningStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tasks.earningStatus(),
    queryFn: (context) => getEarningStatus(context.signal, pollAcceptedAge(context, POLL_MS)),
    refetchInterval: pollWhileOffline(POLL_MS),
  });
}

export function useEarningStatus() {
  return useQuery(getEarningStatusQueryOptions());
}
