import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startSession } from './session.ts';

/** A session, or — for an account with two-factor authentication — a challenge for the code step. */
export function login(data: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', data, { schema: loginResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if ('token' in result) startSession(queryClient, result);
    },
  });
}
