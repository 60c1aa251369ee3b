import type { MemberStats } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getMemberStats(signal?: AbortSignal): Promise<MemberStats> {
  return api.get<MemberStats>('/members/stats', { signal });
}

/** Refetched every 60 s. */
export function getMemberStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.members.stats(),
    queryFn: ({ signal }) => getMemberStats(signal),
    refetchInterval: 60_000,
  });
}

export function useMemberStats() {
  return useQuery(getMemberStatsQueryOptions());
}
