import { type DepositActionResponse, depositActionResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function updateDepositHash(id: string, transactionHash: string): Promise<DepositActionResponse> {
  return api.patch(
    `/deposit/${id}/transaction-hash`,
    { transactionHash },
    { schema: depositActionResponseSchema },
  );
}

/** A deposit action that changes what the member's screens show: refresh them after it. */
export function useDepositAction<T>(action: (input: T) => Promise<DepositActionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.deposits.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}

/** Hash correction of an own PENDING deposit (rule 23). */
export function useUpdateDepositHash() {
  return useDepositAction(({ id, transactionHash }: { id: string; transactionHash: string }) =>
    updateDepositHash(id, transactionHash),
  );
}
