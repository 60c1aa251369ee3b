import { type ResetPasswordRequest, successSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function resetPassword(data: ResetPasswordRequest) {
  return api.post('/auth/reset-password', data, { schema: successSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
