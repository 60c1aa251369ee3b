import { type WithdrawalBatchResponse, withdrawalBatchResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getWithdrawalBatch(id: string, signal?: AbortSignal): Promise<WithdrawalBatchResponse> {
  return api.get(`/admin/withdrawal-batches/${id}`, { schema: withdrawalBatchResponseSchema, signal });
}

export function getWithdrawalBatchQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.batch(id),
    queryFn: ({ signal }) => getWithdrawalBatch(id, signal),
  });
}

export function useWithdrawalBatch(id: string) {
  return useQuery(getWithdrawalBatchQueryOptions(id));
}
