import {
  type CreateWithdrawalBatchRequest,
  type WithdrawalBatchResponse,
  withdrawalBatchResponseSchema,
} from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function createWithdrawalBatch(body: CreateWithdrawalBatchRequest): Promise<WithdrawalBatchResponse> {
  return api.post('/admin/withdrawal-batches', body, { schema: withdrawalBatchResponseSchema });
}

export function useCreateWithdrawalBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawalBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawals.all }),
  });
}
