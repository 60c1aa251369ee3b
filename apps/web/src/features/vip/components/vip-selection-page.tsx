import { Trans, useLingui } from '@lingui/react/macro';
import type { UserVip } from '@nova/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { useUpgradeOptions } from '../api/get-upgrade-options.ts';
import { useVipLevels } from '../api/get-vip-levels.ts';
import { useVipStatus } from '../api/get-vip-status.ts';
import { useLevelPurchase } from '../hooks/use-level-purchase.ts';
import { BicycleProgression } from './bicycle-progression.tsx';
import { LevelPurchase, type RenderLevelDeposit } from './level-purchase.tsx';
import { standingOf } from './standing.ts';
import { UpgradeOptionsFailure } from './upgrade-options-failure.tsx';
import { VipLevelCard } from './vip-level-card.tsx';
import { VipProgress } from './vip-progress.tsx';

interface VipSelectionPageProps {
  /** The wallet's decimal strings, supplied by the route (the wallet is another feature). */
  balance: string | undefined;
  withdrawable: string | undefined;
  /** The deposit dialog for a level the deposited balance does not cover. */
  renderDeposit: RenderLevelDeposit;
}

/** /vip-selection: balances, the current level, every level, and the purchase or deposit dialog. */
export function VipSelectionPage({ balance, withdrawable, renderDeposit }: VipSelectionPageProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const levels = useVipLevels();
  const upgrades = useUpgradeOptions();
  const status = useVipStatus();
  const purchase = useLevelPurchase(upgrades.data);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.vip.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
    ]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold sm:text-3xl">
            <Trans>Choose Your VIP Level</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Levels are paid from deposited funds only. Each pays a fixed daily reward from the rewards pool.
            </Trans>
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={refresh}>
            <RefreshCw /> <Trans>Refresh</Trans>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard">
              <Trans>Skip for Now</Trans>
            </Link>
          </Button>
        </div>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Balance label={t`Deposited balance`} hint={t`Pays for VIP levels`} value={balance} />
        <Balance
          label={t`Withdrawable balance`}
          hint={t`Earnings and bonuses: withdraw only, never for VIP purchases`}
          value={withdrawable}
        />
      </dl>

      {/* A failed read says so: never 'No VIP Joined' for a member who may hold a level. */}
      <QueryState
        query={status}
        errorTitle={t`Failed to load your membership`}
        errorFallback={t`Please try again.`}
        loading={<Skeleton className="h-16 rounded-xl" />}
      >
        {({ userVip }) => (
          <Alert tone={userVip ? 'success' : 'info'}>
            {userVip ? (
              <CurrentLevel userVip={userVip} />
            ) : (
              <p>
                <Trans>V0 - No VIP Joined. Choose a level to start earning daily rewards.</Trans>
              </p>
            )}
            <VipProgress upgrades={upgrades.data} />
          </Alert>
        )}
      </QueryState>
      <UpgradeOptionsFailure upgrades={upgrades} />

      <section aria-labelledby="levels-heading" className="space-y-3">
        <h2 id="levels-heading" className="text-base font-semibold">
          <Trans>VIP levels</Trans>
        </h2>
        <QueryState
          query={levels}
          errorTitle={t`Failed to load VIP levels`}
          errorFallback={t`Please try again.`}
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
                  onChoose={purchase.choose}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      {levels.data && <BicycleProgression levels={levels.data} />}

      <LevelPurchase purchase={purchase} upgrades={upgrades} renderDeposit={renderDeposit} />
    </div>
  );
}

function CurrentLevel({ userVip }: { userVip: UserVip }) {
  const name = <OperatorText>{userVip.vipLevel.name}</OperatorText>;
  const price = formatUsdWhole(userVip.vipLevel.amount);
  const paid = formatUsd(userVip.totalPaid);
  const since = formatDate(userVip.createdAt);
  return (
    <p>
      <Crown className="me-1 inline size-4 text-primary" aria-hidden />
      <Trans>
        Current level: <strong>{name}</strong> ({price}), paid {paid} since {since}. Upgrades cost the
        difference.
      </Trans>
    </p>
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
