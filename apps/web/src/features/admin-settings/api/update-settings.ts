import { type Settings, settingsSchema, type UpdateSettingsRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function updateSettings(data: UpdateSettingsRequest): Promise<Settings> {
  return api.put('/admin/settings', data, { schema: settingsSchema });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.admin.settings(), settings);
      // Minimums, rates, switches and page texts are read elsewhere in the app.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.public() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pages.all }),
      ]);
    },
  });
}
