import { type FeeTiersResponse, feeTiersResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const feeTiersQueryKey = ['admin', 'fee-tiers'] as const;

export function getFeeTiers(signal?: AbortSignal): Promise<FeeTiersResponse> {
  return api.get('/admin/withdrawal-fee-tiers', { schema: feeTiersResponseSchema, signal });
}

export function getFeeTiersQueryOptions() {
  return queryOptions({
    queryKey: [...feeTiersQueryKey, 'list'],
    queryFn: ({ signal }) => getFeeTiers(signal),
  });
}

export function useFeeTiers() {
  return useQuery(getFeeTiersQueryOptions());
}
