import {
  type AdminVipLevel,
  adminVipLevelsResponseSchema,
  type CreateVipLevelRequest,
  successSchema,
  type UpdateVipLevelRequest,
  vipLevelResponseSchema,
} from '@nova/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The admin VIP level endpoints, one query and three mutations. */
export async function getAdminVipLevels(signal?: AbortSignal): Promise<AdminVipLevel[]> {
  return (await api.get('/admin/vip-levels', { schema: adminVipLevelsResponseSchema, signal })).levels;
}

export function getAdminVipLevelsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.vipLevels(),
    queryFn: ({ signal }) => getAdminVipLevels(signal),
  });
}

export function useAdminVipLevels() {
  return useQuery(getAdminVipLevelsQueryOptions());
}

export type SaveVipLevel =
  | { id: null; body: CreateVipLevelRequest }
  | { id: string; body: UpdateVipLevelRequest };

export function saveVipLevel(save: SaveVipLevel) {
  return save.id === null
    ? api.post('/admin/vip-levels', save.body, { schema: vipLevelResponseSchema })
    : api.put(`/admin/vip-levels/${save.id}`, save.body, { schema: vipLevelResponseSchema });
}

export function deleteVipLevel(id: string) {
  return apiRequest(`/admin/vip-levels/${id}`, { method: 'DELETE', schema: successSchema });
}

/** Any change refreshes the admin list and the member-facing level lists. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.vipLevels() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.vip.all }),
    ]);
}

export function useSaveVipLevel() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveVipLevel, onSuccess: refresh });
}

export function useDeleteVipLevel() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteVipLevel, onSuccess: refresh });
}
