import type { VipLevel, VipLevelsResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export async function getPublicLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  return (await api.get<VipLevelsResponse>('/vip/public/levels', { signal })).levels;
}

/** The active VIP levels any visitor may read (cached 5 minutes). */
export function getPublicLevelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vip.publicLevels(),
    queryFn: ({ signal }) => getPublicLevels(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicLevels() {
  return useQuery(getPublicLevelsQueryOptions());
}
