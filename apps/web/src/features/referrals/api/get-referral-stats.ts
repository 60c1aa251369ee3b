import { type ReferralStats, referralStatsSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getReferralStats(signal?: AbortSignal): Promise<ReferralStats> {
  return api.get('/referral/stats', { schema: referralStatsSchema, signal });
}

export function getReferralStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.referral.stats(),
    queryFn: ({ signal }) => getReferralStats(signal),
  });
}

export function useReferralStats() {
  return useQuery(getReferralStatsQueryOptions());
}
