import { type TwoFactorChangeRequest, twoFactorEnabledResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function enableTwoFactor(body: TwoFactorChangeRequest) {
  return api.post('/auth/2fa/enable', body, { schema: twoFactorEnabledResponseSchema });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.twoFactor() }),
  });
}
