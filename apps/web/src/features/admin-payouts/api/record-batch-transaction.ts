import { type RecordBatchTransactionResponse, recordBatchTransactionResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function recordBatchTransaction(
  id: string,
  transactionHash: string,
): Promise<RecordBatchTransactionResponse> {
  return api.post(
    `/admin/withdrawal-batches/${id}/transactions`,
    { transactionHash },
    { schema: recordBatchTransactionResponseSchema },
  );
}

export function useRecordBatchTransaction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionHash: string) => recordBatchTransaction(id, transactionHash),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawals.all }),
  });
}
