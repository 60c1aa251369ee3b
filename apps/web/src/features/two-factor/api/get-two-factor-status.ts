import { type TwoFactorStatus, twoFactorStatusSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const twoFactorStatusQueryKey = ['auth', 'two-factor'] as const;

export function getTwoFactorStatus({ signal }: { signal?: AbortSignal } = {}): Promise<TwoFactorStatus> {
  return api.get('/auth/2fa', { schema: twoFactorStatusSchema, signal });
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: twoFactorStatusQueryKey, queryFn: getTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
