import { type DepositClaimantsResponse, depositClaimantsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getDepositClaimants(id: string, signal?: AbortSignal): Promise<DepositClaimantsResponse> {
  return api.get(`/admin/deposits/${id}/claimants`, { schema: depositClaimantsResponseSchema, signal });
}

export function getDepositClaimantsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.admin.deposits.claimants(id),
    queryFn: ({ signal }) => getDepositClaimants(id, signal),
  });
}

export function useDepositClaimants(id: string) {
  return useQuery(getDepositClaimantsQueryOptions(id));
}
