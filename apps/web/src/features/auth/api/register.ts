import { type AuthResponse, authResponseSchema, type RegisterRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startSession } from './session.ts';

export function register(data: RegisterRequest): Promise<AuthResponse> {
  return api.post('/auth/register', data, { schema: authResponseSchema });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
