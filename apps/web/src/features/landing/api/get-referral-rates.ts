import type { ReferralRates } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export function getReferralRates(signal?: AbortSignal): Promise<ReferralRates> {
  return api.get<ReferralRates>('/vip/public/referral-rates', { signal });
}

/** The three referral rates as fractions (cached 5 minutes). */
/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
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
