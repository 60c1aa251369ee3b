import { type FeeTiersValidation, feeTiersValidationSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function validateFeeTiers(signal?: AbortSignal): Promise<FeeTiersValidation> {
  return api.get('/admin/withdrawal-fee-tiers/validate', { schema: feeTiersValidationSchema, signal });
}

export function validateFeeTiersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.feeTiers.validation(),
    queryFn: ({ signal }) => validateFeeTiers(signal),
  });
}

export function useFeeTiersValidation() {
  return useQuery(validateFeeTiersQueryOptions());
}
