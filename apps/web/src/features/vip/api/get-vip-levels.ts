import type { VipLevel, VipLevelsResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export async function getVipLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  return (await api.get<VipLevelsResponse>('/vip/levels', { signal })).levels;
}

export function getVipLevelsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.vip.levels(), queryFn: ({ signal }) => getVipLevels(signal) });
}

export function useVipLevels() {
  return useQuery(getVipLevelsQueryOptions());
}
