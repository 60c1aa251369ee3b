import { type WithdrawalBatchResponse, withdrawalBatchResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function cancelWithdrawalBatch(id: string): Promise<WithdrawalBatchResponse> {
  return api.post(`/admin/withdrawal-batches/${id}/cancel`, undefined, {
    schema: withdrawalBatchResponseSchema,
  });
}

export function useCancelWithdrawalBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawalBatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawals.all }),
  });
}
