import { type DepositAddressesResponse, depositAddressesResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getDepositAddresses(signal?: AbortSignal): Promise<DepositAddressesResponse> {
  return api.get('/deposit/usdt/addresses', { schema: depositAddressesResponseSchema, signal });
}

export function getDepositAddressesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.deposits.addresses(),
    queryFn: ({ signal }) => getDepositAddresses(signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useDepositAddresses() {
  return useQuery(getDepositAddressesQueryOptions());
}
