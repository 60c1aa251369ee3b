import { type AddSenderAddressRequest, type SenderAddress, senderAddressSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function addSenderAddress(body: AddSenderAddressRequest): Promise<SenderAddress> {
  return api.post('/deposit/sender-addresses', body, { schema: senderAddressSchema });
}

export function useAddSenderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSenderAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.deposits.senderAddresses() }),
  });
}
