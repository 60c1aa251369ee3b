import { type WalletStats, walletStatsSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getWalletStats(signal?: AbortSignal): Promise<WalletStats> {
  return api.get('/wallet/stats', { schema: walletStatsSchema, signal });
}

/** Refetched every 10 s, also in the background (member-side §7). */
export function getWalletStatsQueryOptions() {
  return queryOptions({
    queryKey: ['wallet', 'stats'],
    queryFn: ({ signal }) => getWalletStats(signal),
    refetchInterval: 10_000,
    refetchIntervalInBackground: true,
  });
}

export function useWalletStats() {
  return useQuery(getWalletStatsQueryOptions());
}
