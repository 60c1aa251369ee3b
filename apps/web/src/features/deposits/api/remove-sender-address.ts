import { type RemoveSenderAddressRequest, successSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function removeSenderAddress({ address, ...body }: RemoveSenderAddressRequest & { address: string }) {
  return api.delete(`/deposit/sender-addresses/${address}`, body, { schema: successSchema });
}

export function useRemoveSenderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSenderAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deposits.senderAddresses() }),
  });
}
