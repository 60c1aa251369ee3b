import { type FeeTiersResponse, feeTiersResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getFeeTiers(signal?: AbortSignal): Promise<FeeTiersResponse> {
  return api.get('/admin/withdrawal-fee-tiers', { schema: feeTiersResponseSchema, signal });
}

export function getFeeTiersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.feeTiers.list(),
    queryFn: ({ signal }) => getFeeTiers(signal),
  });
}

export function useFeeTiers() {
  return useQuery(getFeeTiersQueryOptions());
}
