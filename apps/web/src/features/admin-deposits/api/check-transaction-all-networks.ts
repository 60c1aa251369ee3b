import { type AdminCrossNetworkResponse, adminCrossNetworkResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The cross-network check, with the deposit it is about when there is one (Auto-Confirm). */
export function checkTransactionAllNetworks(
  transactionHash: string,
  depositId?: string,
): Promise<AdminCrossNetworkResponse> {
  return api.post(
    '/admin/check-transaction-all-networks',
    { transactionHash, depositId },
    {
      schema: adminCrossNetworkResponseSchema,
    },
  );
}

export function useCheckTransactionAllNetworks() {
  return useMutation({
    mutationFn: ({ transactionHash, depositId }: { transactionHash: string; depositId?: string }) =>
      checkTransactionAllNetworks(transactionHash, depositId),
  });
}
