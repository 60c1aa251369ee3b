import { type PublicSettings, publicSettingsSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get('/settings/public', { schema: publicSettingsSchema, signal });
}

/** What any visitor may read: minimums, rates, switches and the operator's links (cached 5 min). */
export function getPublicSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.public(),
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicSettings() {
  return useQuery(getPublicSettingsQueryOptions());
}
