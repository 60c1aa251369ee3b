import type { UpgradeOptionsResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

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
