import { type WithdrawalBatchesResponse, withdrawalBatchesResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getWithdrawalBatches(page: number, signal?: AbortSignal): Promise<WithdrawalBatchesResponse> {
  return api.get(`/admin/withdrawal-batches?page=${page}&limit=20`, {
    schema: withdrawalBatchesResponseSchema,
    signal,
  });
}

export function getWithdrawalBatchesQueryOptions(page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.batches(page),
    queryFn: ({ signal }) => getWithdrawalBatches(page, signal),
  });
}

export function useWithdrawalBatches(page: number) {
  return useQuery(getWithdrawalBatchesQueryOptions(page));
}
