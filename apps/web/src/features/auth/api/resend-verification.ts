import { resendResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function resendVerification() {
  return api.post('/auth/resend-verification', undefined, { schema: resendResponseSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
