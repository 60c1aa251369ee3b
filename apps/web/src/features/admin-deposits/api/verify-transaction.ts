import { type VerifyTransactionResponse, verifyTransactionResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Verify: is this hash a transfer of an accepted token to one of our addresses? */
export function verifyTransaction(transactionHash: string): Promise<VerifyTransactionResponse> {
  return api.post(
    '/admin/verify-transaction',
    { transactionHash },
    { schema: verifyTransactionResponseSchema },
  );
}

export function useVerifyTransaction() {
  return useMutation({ mutationFn: verifyTransaction });
}
