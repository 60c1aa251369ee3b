import type { UpgradeOptionsResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getUpgradeOptions(signal?: AbortSignal): Promise<UpgradeOptionsResponse> {
  return api.get<UpgradeOptionsResponse>('/vip/upgrade-options', { signal });
}

export function getUpgradeOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vip.upgradeOptions(),
    queryFn: ({ signal }) => getUpgradeOptions(signal),
  });
}

export function useUpgradeOptions() {
  return useQuery(getUpgradeOptionsQueryOptions());
}
