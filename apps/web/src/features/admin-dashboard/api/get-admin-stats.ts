import { type AdminStatsResponse, adminStatsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStatsResponse> {
  return api.get('/admin/stats', { schema: adminStatsResponseSchema, signal });
}

/** Refreshed every 30 s (rule 41). */
export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats(),
    queryFn: ({ signal }) => getAdminStats(signal),
    refetchInterval: pollWhileOffline(30_000),
  });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
