import { type PendingWithdrawalsResponse, pendingWithdrawalsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getPendingWithdrawals(signal?: AbortSignal): Promise<PendingWithdrawalsResponse> {
  return api.get('/admin/withdrawals/pending', { schema: pendingWithdrawalsResponseSchema, signal });
}

/** Polled every 15 s (rule 41). */
export function getPendingWithdrawalsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.pending(),
    queryFn: ({ signal }) => getPendingWithdrawals(signal),
    refetchInterval: pollWhileOffline(15_000),
  });
}

export function usePendingWithdrawals() {
  return useQuery(getPendingWithdrawalsQueryOptions());
}
