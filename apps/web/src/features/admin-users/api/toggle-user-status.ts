import { type ToggleUserStatusResponse, toggleUserStatusResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function toggleUserStatus(userId: string): Promise<ToggleUserStatusResponse> {
  return api.put(`/admin/users/${userId}/toggle-status`, undefined, {
    schema: toggleUserStatusResponseSchema,
  });
}

export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all }),
  });
}
