import { type ChangePasswordRequest, successSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function changePassword(data: ChangePasswordRequest) {
  return api.post('/auth/change-password', data, { schema: successSchema });
}

/** The server ends the other sessions and starts the withdrawal lock; the profile is read again to show it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.profile() }),
  });
}
