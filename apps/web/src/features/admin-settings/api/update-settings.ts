import { type Settings, settingsSchema, type UpdateSettingsRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { settingsQueryKey } from './get-settings.ts';

export function updateSettings(data: UpdateSettingsRequest): Promise<Settings> {
  return api.put('/admin/settings', data, { schema: settingsSchema });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      // Minimums, rates, switches and page texts are read elsewhere in the app.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['settings', 'public'] }),
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
      ]);
    },
  });
}
