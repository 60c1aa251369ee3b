import { type CrossNetworkResponse, crossNetworkResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Enhanced Detection: the hash on every supported network, each with its own result. */
export function checkAllNetworks(transactionHash: string): Promise<CrossNetworkResponse> {
  return api.post(
    '/deposit/check-transaction-all-networks',
    { transactionHash },
    {
      schema: crossNetworkResponseSchema,
    },
  );
}

export function useCheckAllNetworks() {
  return useMutation({ mutationFn: checkAllNetworks });
}
