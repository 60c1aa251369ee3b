import { type UpgradeOptionsResponse, upgradeOptionsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getUpgradeOptions(signal?: AbortSignal): Promise<UpgradeOptionsResponse> {
  return api.get('/vip/upgrade-options', { schema: upgradeOptionsResponseSchema, signal });
}

export function getUpgradeOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['vip', 'upgrade-options'],
    queryFn: ({ signal }) => getUpgradeOptions(signal),
  });
}

export function useUpgradeOptions() {
  return useQuery(getUpgradeOptionsQueryOptions());
}
