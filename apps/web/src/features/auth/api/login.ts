import { type AuthResponse, authResponseSchema, type LoginRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startSession } from './session.ts';

export function login(data: LoginRequest): Promise<AuthResponse> {
  return api.post('/auth/login', data, { schema: authResponseSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => startSession(queryClient, session),
  });
}
