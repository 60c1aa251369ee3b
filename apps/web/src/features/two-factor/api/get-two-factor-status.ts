import { type TwoFactorStatus, twoFactorStatusSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getTwoFactorStatus({ signal }: { signal?: AbortSignal } = {}): Promise<TwoFactorStatus> {
  return api.get('/auth/2fa', { schema: twoFactorStatusSchema, signal });
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: queryKeys.auth.twoFactor(), queryFn: getTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
