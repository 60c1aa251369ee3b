import type { VipStatusResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getVipStatus(signal?: AbortSignal): Promise<VipStatusResponse> {
  return api.get<VipStatusResponse>('/vip/status', { signal });
}

/** Refreshed every 30 s (rule 41). */
export function getVipStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vip.status(),
    queryFn: ({ signal }) => getVipStatus(signal),
    refetchInterval: pollWhileOffline(30_000),
  });
}

export function useVipStatus() {
  return useQuery(getVipStatusQueryOptions());
}
