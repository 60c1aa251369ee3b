import { type UnmatchedPayoutsResponse, unmatchedPayoutsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getUnmatchedPayouts(signal?: AbortSignal): Promise<UnmatchedPayoutsResponse> {
  return api.get('/admin/payouts/unmatched', { schema: unmatchedPayoutsResponseSchema, signal });
}

export function getUnmatchedPayoutsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.unmatched(),
    queryFn: ({ signal }) => getUnmatchedPayouts(signal),
  });
}

export function useUnmatchedPayouts() {
  return useQuery(getUnmatchedPayoutsQueryOptions());
}
