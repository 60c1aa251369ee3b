import type { UpgradeOption, UpgradeOptionsResponse, UserVip, VipLevel } from '@nova/contracts';
import { ArrowRight, Bike, Crown, TrendingUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { useUpgradeOptions } from '../api/get-upgrade-options.ts';
import { useVipLevels } from '../api/get-vip-levels.ts';
import { useVipStatus } from '../api/get-vip-status.ts';
import { standingOf } from './standing.ts';
import { VipLevelCard } from './vip-level-card.tsx';

/** The purchase dialog, and the dialog library with it, loads when a level is chosen (decision 011). */
const PurchaseDialog = lazy(async () => ({
  default: (await import('./purchase-dialog.tsx')).PurchaseDialog,
}));

/** The dashboard's VIP parts: status, membership, upgrades, first 6 levels. */
export function VipDashboard() {
  const status = useVipStatus();
  const upgrades = useUpgradeOptions();
  const userVip = status.data?.userVip ?? null;
  const next = upgrades.data?.options[0];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <MembershipCard userVip={userVip} next={next} loading={status.isPending} />
        <UpgradeOptionsCard upgrades={upgrades.data} hasVip={userVip !== null} />
      </div>
      <LevelsGrid />
    </div>
  );
}

function MembershipCard(props: {
  userVip: UserVip | null;
  next: UpgradeOption | undefined;
  loading: boolean;
}) {
  const { userVip, next } = props;
  if (props.loading) return <Skeleton className="h-64 rounded-xl" />;
  if (!userVip) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Crown className="size-4 text-primary" aria-hidden /> V0 - No VIP Joined
          </CardTitle>
          <CardDescription>No VIP Membership</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground">
            Join a level with deposited funds to run a daily earning session for its fixed reward.
          </p>
          <Button asChild>
            <Link to="/vip-selection">Choose VIP Level</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const level = userVip.vipLevel;
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-4 text-primary" aria-hidden /> {level.name}
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
            {userVip.isActive ? 'Active' : 'Inactive'}
          </span>
        </CardTitle>
        <CardDescription>
          VIP Level {level.level} · member since {formatDate(userVip.createdAt)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted-foreground">Investment</dt>
            <dd className="font-semibold tabular-nums">{formatUsdWhole(level.amount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Daily earning</dt>
            <dd className="font-semibold tabular-nums">{formatUsd(level.dailyEarning)}</dd>
          </div>
        </dl>
        {level.bicycleModel && (
          <div className="rounded-lg bg-surface-muted p-3">
            <p className="flex items-center gap-2 font-medium">
              <Bike className="size-4 text-primary" aria-hidden /> {level.bicycleModel}
              {level.bicycleColor ? ` · ${level.bicycleColor}` : ''}
            </p>
            {level.bicycleFeatures.length > 0 && (
              <p className="mt-1 text-xs text-muted-foreground">{level.bicycleFeatures.join(' · ')}</p>
            )}
          </div>
        )}
        {next ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <TrendingUp className="size-4 text-primary" aria-hidden />
            Next: {next.name} ({formatUsd(next.dailyEarning)} a day) for {formatUsd(next.upgradeCost)} ·{' '}
            {next.canAfford ? 'Can afford' : `Need ${formatUsd(next.missingAmount)} more`}
          </p>
        ) : (
          <p className="font-medium">Maximum VIP Level Reached</p>
        )}
      </CardContent>
    </Card>
  );
}

function UpgradeOptionsCard({
  upgrades,
  hasVip,
}: {
  upgrades: UpgradeOptionsResponse | undefined;
  hasVip: boolean;
}) {
  const options = upgrades?.options ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{hasVip ? 'VIP upgrade options' : 'Next VIP level'}</CardTitle>
        <CardDescription>
          Upgrades cost the difference to what you paid, from deposited funds.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!upgrades ? (
          <Skeleton className="h-32 w-full" />
        ) : options.length === 0 ? (
          <p className="font-medium">Maximum VIP Level Reached</p>
        ) : (
          <ul className="divide-y divide-border">
            {options.slice(0, 3).map((option) => (
              <li key={option.id} className="flex items-center justify-between gap-3 py-2">
                <div>
                  <p className="font-medium">{option.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {formatUsd(option.dailyEarning)} a day · cost {formatUsd(option.upgradeCost)}
                  </p>
                </div>
                <span className={option.canAfford ? 'text-success' : 'text-muted-foreground'}>
                  {option.canAfford ? 'Can afford' : `Need ${formatUsd(option.missingAmount)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {options.length > 3 && (
          <Button asChild variant="outline" size="sm">
            <Link to="/vip-selection">
              View All {options.length} Upgrade Options <ArrowRight />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

const levelsGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** The first six levels with Join or Deposit. */
function LevelsGrid() {
  const levels = useVipLevels();
  const upgrades = useUpgradeOptions();
  const [chosen, setChosen] = useState<VipLevel | null>(null);
  return (
    <section aria-labelledby="vip-levels-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="vip-levels-heading" className="text-base font-semibold">
          VIP levels
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to="/vip-selection">
            View All VIP Levels <ArrowRight />
          </Link>
        </Button>
      </div>
      <QueryState
        query={levels}
        errorTitle="Error Loading VIP Levels"
        errorFallback="Please try again."
        loading={<ul className={levelsGrid} />}
      >
        {(data) => (
          <ul className={levelsGrid}>
            {data.slice(0, 6).map((level) => (
              <VipLevelCard
                key={level.id}
                level={level}
                compact
                standing={standingOf(level, upgrades.data)}
                option={upgrades.data?.options.find((option) => option.id === level.id)}
                onChoose={setChosen}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <Suspense fallback={null}>
        {chosen && (
          <PurchaseDialog
            level={chosen}
            option={upgrades.data?.options.find((option) => option.id === chosen.id)}
            isUpgrade={upgrades.data?.currentLevel !== null && upgrades.data?.currentLevel !== undefined}
            onClose={() => setChosen(null)}
          />
        )}
      </Suspense>
    </section>
  );
}
