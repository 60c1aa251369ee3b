import { referralValidateResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function validateReferralCode(code: string, signal?: AbortSignal) {
  return api.get(`/referral/validate/${encodeURIComponent(code)}`, {
    schema: referralValidateResponseSchema,
    signal,
  });
}

export function getValidateReferralCodeQueryOptions(code: string) {
  return queryOptions({
    queryKey: queryKeys.referral.validate(code),
    queryFn: ({ signal }) => validateReferralCode(code, signal),
    enabled: code !== '',
    retry: false,
    staleTime: 60_000,
  });
}

export function useValidateReferralCode(code: string) {
  return useQuery(getValidateReferralCodeQueryOptions(code));
}
