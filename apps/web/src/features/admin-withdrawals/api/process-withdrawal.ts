import {
  type ProcessWithdrawalRequest,
  type ProcessWithdrawalResponse,
  processWithdrawalResponseSchema,
} from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function processWithdrawal(
  id: string,
  body: ProcessWithdrawalRequest,
  idempotencyKey: string,
): Promise<ProcessWithdrawalResponse> {
  return apiRequest(`/admin/withdrawals/${id}/process`, {
    method: 'PATCH',
    body,
    schema: processWithdrawalResponseSchema,
    idempotencyKey,
  });
}

export function useProcessWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: ProcessWithdrawalRequest; idempotencyKey: string }) =>
      processWithdrawal(input.id, input.body, input.idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
