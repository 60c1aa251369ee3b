import { type Settings, settingsSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get('/admin/settings', { schema: settingsSchema, signal });
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.settings(), queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
