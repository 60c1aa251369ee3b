import { type CheckBlockchainResponse, checkBlockchainResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Check: does this hash exist on a supported chain, whoever it paid? */
export function checkTransactionBlockchain(transactionHash: string): Promise<CheckBlockchainResponse> {
  return api.post(
    '/admin/check-transaction-blockchain',
    { transactionHash },
    { schema: checkBlockchainResponseSchema },
  );
}

export function useCheckTransactionBlockchain() {
  return useMutation({ mutationFn: checkTransactionBlockchain });
}
