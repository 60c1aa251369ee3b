import { type AdminDeposit, adminPendingDepositsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getPendingDeposits(signal?: AbortSignal): Promise<{ data: AdminDeposit[] }> {
  return api.get('/admin/deposits/pending', { schema: adminPendingDepositsResponseSchema, signal });
}

/** Polled every 5 s (rule 41). */
export function getPendingDepositsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.deposits.pending(),
    queryFn: ({ signal }) => getPendingDeposits(signal),
    refetchInterval: pollWhileOffline(5_000),
  });
}

export function usePendingDeposits() {
  return useQuery(getPendingDepositsQueryOptions());
}
