import { twoFactorSetupResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** A new secret waiting for its first code (an unconfirmed earlier one is replaced). */
export function startTwoFactorSetup() {
  return api.post('/auth/2fa/setup', undefined, { schema: twoFactorSetupResponseSchema });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
