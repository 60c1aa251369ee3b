import type { VipLevel } from '@nova/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useUpgradeOptions } from '../api/get-upgrade-options.ts';
import { useVipLevels } from '../api/get-vip-levels.ts';
import { useVipStatus } from '../api/get-vip-status.ts';
import { BicycleProgression } from './bicycle-progression.tsx';
import { PurchaseDialog } from './purchase-dialog.tsx';
import { standingOf } from './standing.ts';
import { VipLevelCard } from './vip-level-card.tsx';

interface VipSelectionPageProps {
  /** The wallet's decimal strings, supplied by the route (the wallet is another feature). */
  balance: string | undefined;
  withdrawable: string | undefined;
}

/** /vip-selection: balances, the current level, every level, and the purchase dialog. */
export function VipSelectionPage({ balance, withdrawable }: VipSelectionPageProps) {
  const queryClient = useQueryClient();
  const levels = useVipLevels();
  const upgrades = useUpgradeOptions();
  const status = useVipStatus();
  const [chosen, setChosen] = useState<VipLevel | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.vip.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    ]);
  const userVip = status.data?.userVip ?? null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">Choose Your VIP Level</h1>
          <p className="text-sm text-muted-foreground">
            Levels are paid from deposited funds only. Each pays a fixed daily reward from the rewards pool.
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw /> Refresh
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard">Skip for Now</Link>
          </Button>
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Balance label="Deposited balance" hint="Pays for VIP levels" value={balance} />
        <Balance
          label="Withdrawable balance"
          hint="Earnings and bonuses: withdraw only, never for VIP purchases"
          value={withdrawable}
        />
      </dl>

      <Alert tone={userVip ? 'success' : 'info'}>
        {userVip ? (
          <p>
            <Crown className="mr-1 inline size-4 text-primary" aria-hidden />
            Current level: <strong>{userVip.vipLevel.name}</strong> ({formatUsdWhole(userVip.vipLevel.amount)}
            ), paid {formatUsd(userVip.totalPaid)} since {formatDate(userVip.createdAt)}. Upgrades cost the
            difference.
          </p>
        ) : (
          <p>V0 - No VIP Joined. Choose a level to start earning daily rewards.</p>
        )}
      </Alert>

      <section aria-labelledby="levels-heading" className="space-y-3">
        <h2 id="levels-heading" className="text-base font-semibold">
          VIP levels
        </h2>
        <QueryState
          query={levels}
          errorTitle="Failed to load VIP levels"
          errorFallback="Please try again."
          loading={
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {['a', 'b', 'c', 'd', 'e', 'f'].map((slot) => (
                <Skeleton key={slot} className="h-64 rounded-xl" />
              ))}
            </div>
          }
        >
          {(data) => (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((level) => (
                <VipLevelCard
                  key={level.id}
                  level={level}
                  standing={standingOf(level, upgrades.data)}
                  option={upgrades.data?.options.find((option) => option.id === level.id)}
                  onChoose={setChosen}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      {levels.data && <BicycleProgression levels={levels.data} />}

      <PurchaseDialog
        level={chosen}
        option={upgrades.data?.options.find((option) => option.id === chosen?.id)}
        isUpgrade={userVip !== null}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}

function Balance({ label, hint, value }: { label: string; hint: string; value: string | undefined }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-5 shadow-[var(--shadow-card)]">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-2 text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="h-8 w-32" /> : formatUsd(value)}
      </dd>
      <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}
