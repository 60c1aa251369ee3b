import {
  type WithdrawalRequest,
  type WithdrawalRequestResponse,
  withdrawalRequestResponseSchema,
} from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function createWithdrawal(
  body: WithdrawalRequest,
  idempotencyKey: string,
): Promise<WithdrawalRequestResponse> {
  return api.post('/withdrawal/request', body, { schema: withdrawalRequestResponseSchema, idempotencyKey });
}

/** A request holds the funds: the wallet figures and the history change with it. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WithdrawalRequest; idempotencyKey: string }) =>
      createWithdrawal(body, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.withdrawal.history.all }),
      ]),
  });
}
