import { authResponseSchema, type LoginTwoFactorRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startSession } from './session.ts';

/** The second sign-in step: the challenge from the password step and a code. */
export function loginTwoFactor(data: LoginTwoFactorRequest) {
  return api.post('/auth/login/2fa', data, { schema: authResponseSchema });
}

export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
