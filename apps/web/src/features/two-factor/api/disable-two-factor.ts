import { successSchema, type TwoFactorChangeRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function disableTwoFactor(body: TwoFactorChangeRequest) {
  return api.post('/auth/2fa/disable', body, { schema: successSchema });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.twoFactor() }),
  });
}
