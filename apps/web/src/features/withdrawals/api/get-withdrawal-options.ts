import type { WithdrawalOptionsResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getWithdrawalOptions(signal?: AbortSignal): Promise<WithdrawalOptionsResponse> {
  return api.get<WithdrawalOptionsResponse>('/withdrawal/options', { signal });
}

/** Methods, the minimum and the switches come from settings, so they are re-read every minute. */
export function getWithdrawalOptionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.withdrawal.options(),
    queryFn: ({ signal }) => getWithdrawalOptions(signal),
    staleTime: 60_000,
  });
}

export function useWithdrawalOptions() {
  return useQuery(getWithdrawalOptionsQueryOptions());
}
