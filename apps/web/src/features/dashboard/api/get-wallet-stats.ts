import type { WalletStats } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getWalletStats(signal?: AbortSignal): Promise<WalletStats> {
  return api.get<WalletStats>('/wallet/stats', { signal });
}

/**
 * Refetched when a live event says the wallet moved; every 10 s, also in the background, only while
 * the live stream is down (rule 41).
 */
export function getWalletStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.wallet.stats(),
    queryFn: ({ signal }) => getWalletStats(signal),
    refetchInterval: pollWhileOffline(10_000),
    refetchIntervalInBackground: true,
  });
}

export function useWalletStats() {
  return useQuery(getWalletStatsQueryOptions());
}
