import type { LiveEventKind } from '@nova/contracts';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { startEventStream } from '@/lib/live/event-stream.ts';
import { setLiveConnected } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getToken, subscribeToken } from '@/lib/session-token.ts';

/**
 * Live updates (rule 41): one stream per tab — the member's own when signed in, the public one
 * otherwise — and for each event the queries it concerns, refetched if on screen. Admin keys come
 * from the key registry, which imports no admin code, so the member bundle stays free of it.
 */
const affected: Record<Exclude<LiveEventKind, 'resync'>, QueryKey[]> = {
  // Balances move VIP affordability and the withdrawal form's figures too.
  wallet: [queryKeys.wallet.all, queryKeys.vip.all, queryKeys.withdrawal.options()],
  deposit: [queryKeys.deposits.all],
  withdrawal: [queryKeys.withdrawal.history.all],
  earnings: [queryKeys.tasks.all],
  // A level's price, reward or number: the public tables, the member's level, the admin list.
  levels: [
    queryKeys.vip.levels(),
    queryKeys.vip.publicLevels(),
    queryKeys.vip.status(),
    queryKeys.vip.upgradeOptions(),
    queryKeys.admin.vipLevels(),
  ],
  settings: [queryKeys.settings.all, queryKeys.pages.all, queryKeys.admin.settings()],
  transparency: [queryKeys.transparency.all, queryKeys.admin.stats(), queryKeys.admin.rewardsPool()],
  'admin-deposits': [queryKeys.admin.deposits.all, queryKeys.admin.stats()],
  'admin-withdrawals': [queryKeys.admin.withdrawals.all, queryKeys.admin.stats()],
};

function invalidate(queryClient: QueryClient, kind: string): void {
  if (kind === 'resync') {
    void queryClient.invalidateQueries();
    return;
  }
  for (const queryKey of affected[kind as keyof typeof affected] ?? []) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** Polled queries re-read their interval (`pollWhileOffline`) as the stream comes and goes. */
function reschedulePolling(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    for (const observer of query.observers) observer.setOptions(observer.options);
  }
}

export function LiveUpdates() {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken, () => null);
  useEffect(() => {
    let wasConnected = false;
    return startEventStream({
      url: token ? '/api/events' : '/api/public/events',
      token,
      onEvent: (kind) => invalidate(queryClient, kind),
      onConnected: (connected) => {
        if (connected === wasConnected) return;
        wasConnected = connected;
        setLiveConnected(connected);
        reschedulePolling(queryClient);
      },
      // The next API call gets the same 401 and signs the member out; nothing to add here.
      onUnauthorized: () => undefined,
    });
  }, [queryClient, token]);
  return null;
}
