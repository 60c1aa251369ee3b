import type { PublicSettings } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get<PublicSettings>('/settings/public', { signal });
}

/** What any visitor may read: minimums, rates, switches and the operator's links (cached 5 min). */
/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
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
