import { type SenderAddressesResponse, senderAddressesResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getSenderAddresses(signal?: AbortSignal): Promise<SenderAddressesResponse> {
  return api.get('/deposit/sender-addresses', { schema: senderAddressesResponseSchema, signal });
}

export function getSenderAddressesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.deposits.senderAddresses(),
    queryFn: ({ signal }) => getSenderAddresses(signal),
  });
}

export function useSenderAddresses(enabled = true) {
  return useQuery({ ...getSenderAddressesQueryOptions(), enabled });
}
