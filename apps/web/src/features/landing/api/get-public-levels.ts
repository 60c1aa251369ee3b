import { type VipLevel, vipLevelsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function getPublicLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  return (await api.get('/vip/public/levels', { schema: vipLevelsResponseSchema, signal })).levels;
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
