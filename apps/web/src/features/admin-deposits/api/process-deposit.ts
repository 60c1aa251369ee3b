import { type ProcessDepositResponse, processDepositResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface ProcessDepositInput {
  id: string;
  action: 'approve' | 'reject';
  adminNotes?: string;
  transactionHash?: string;
}

export function processDeposit(
  input: ProcessDepositInput,
  idempotencyKey: string,
): Promise<ProcessDepositResponse> {
  const { id, action, ...body } = input;
  return api.post(`/admin/deposits/${id}/${action}`, body, {
    schema: processDepositResponseSchema,
    idempotencyKey,
  });
}

/** Approve or reject a PENDING deposit; the answer's `action` feeds the toast 'Deposit {action} successfully!'. */
export function useProcessDeposit() {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ProcessDepositInput) => processDeposit(input, intent.key()),
    onSuccess: () => intent.done(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.deposits.all }),
  });
}
