import { type UnpaidPayoutsResponse, unpaidPayoutsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getUnpaidPayouts(signal?: AbortSignal): Promise<UnpaidPayoutsResponse> {
  return api.get('/admin/payouts/unpaid', { schema: unpaidPayoutsResponseSchema, signal });
}

export function getUnpaidPayoutsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.unpaid(),
    queryFn: ({ signal }) => getUnpaidPayouts(signal),
  });
}

export function useUnpaidPayouts() {
  return useQuery(getUnpaidPayoutsQueryOptions());
}
