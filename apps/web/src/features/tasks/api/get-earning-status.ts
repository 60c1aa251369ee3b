import { type EarningStatus, earningStatusSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';

export function getEarningStatus(signal?: AbortSignal): Promise<EarningStatus> {
  return api.get('/tasks/earning-status', { schema: earningStatusSchema, signal });
}

/** Polled every 5 s (rule 41). */
export function getEarningStatusQueryOptions() {
  return queryOptions({
    queryKey: ['tasks', 'earning-status'],
    queryFn: ({ signal }) => getEarningStatus(signal),
    refetchInterval: pollWhileOffline(5_000),
  });
}

export function useEarningStatus() {
  return useQuery(getEarningStatusQueryOptions());
}
