import { type ReferralRates, referralRatesSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getReferralRates(signal?: AbortSignal): Promise<ReferralRates> {
  return api.get('/vip/public/referral-rates', { schema: referralRatesSchema, signal });
}

/** The three referral rates as fractions (cached 5 minutes). */
export function getReferralRatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vip.referralRates(),
    queryFn: ({ signal }) => getReferralRates(signal),
    staleTime: 5 * 60_000,
  });
}

export function useReferralRates() {
  return useQuery(getReferralRatesQueryOptions());
}
