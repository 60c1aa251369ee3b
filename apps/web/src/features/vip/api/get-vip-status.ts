import type { VipStatusResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollAcceptedAge, pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getVipStatus(signal?: AbortSignal, acceptAgeSeconds = 0): Promise<VipStatusResponse> {
  return api.get<VipStatusResponse>('/vip/status', { signal, acceptAgeSeconds });
}

/** Refreshed every 30 s (rule 41). */
const POLL_MS = 30_000;

export function getVipStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vip.status(),
    queryFn: (context) => getVipStatus(context.signal, pollAcceptedAge(context, POLL_MS)),
    refetchInterval: pollWhileOffline(POLL_MS),
  });
}

export function useVipStatus() {
  return useQuery(getVipStatusQueryOptions());
}
