import { type ForgotPasswordRequest, forgotPasswordResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function forgotPassword(data: ForgotPasswordRequest) {
  return api.post('/auth/forgot-password', data, { schema: forgotPasswordResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
