import { Trans, useLingui } from '@lingui/react/macro';
import type { EarningSession, UpgradeOption, UpgradeOptionsResponse, UserVip } from '@nova/contracts';
import { ArrowRight, Bike, Crown, TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { useUpgradeOptions } from '../api/get-upgrade-options.ts';
import { useVipLevels } from '../api/get-vip-levels.ts';
import { useVipStatus } from '../api/get-vip-status.ts';
import { useLevelPurchase } from '../hooks/use-level-purchase.ts';
import type { RenderLevelDeposit } from './level-purchase.tsx';
import { SessionCountdown } from './session-countdown.tsx';
import { standingOf } from './standing.ts';
import {
  UpgradeOptionsFailure,
  type UpgradeOptionsQuery,
  upgradeOptionsFailed,
} from './upgrade-options-failure.tsx';
import { Affordability, VipLevelCard } from './vip-level-card.tsx';
import { VipProgress } from './vip-progress.tsx';

/** The purchase and deposit dialogs, and the dialog library with them, load when a level is chosen (decision 011). */
const LevelPurchase = lazy(async () => ({
  default: (await import('./level-purchase.tsx')).LevelPurchase,
}));

/** The dashboard's VIP parts: status, membership, upgrades, first 6 levels. */
export function VipDashboard({ renderDeposit }: { renderDeposit: RenderLevelDeposit }) {
  const { t } = useLingui();
  const status = useVipStatus();
  const upgrades = useUpgradeOptions();
  const userVip = status.data?.userVip ?? null;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        {/* A failed read says so: never 'No VIP Joined' for a member who may hold a level. */}
        <QueryState
          query={status}
          errorTitle={t`Failed to load your membership`}
          errorFallback={t`Please try again.`}
          loading={<Skeleton className="h-64 rounded-xl" />}
        >
          {(data) => (
            <MembershipCard userVip={data.userVip} session={data.activeSession} upgrades={upgrades.data} />
          )}
        </QueryState>
        <UpgradeOptionsCard upgrades={upgrades} hasVip={userVip !== null} />
      </div>
      <LevelsGrid renderDeposit={renderDeposit} />
    </div>
  );
}

function MembershipCard(props: {
  userVip: UserVip | null;
  session: EarningSession | null;
  upgrades: UpgradeOptionsResponse | undefined;
}) {
  const { userVip, upgrades } = props;
  const next = upgrades?.options[0];
  const progress = <VipProgress upgrades={upgrades} />;
  if (!userVip) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Crown className="size-4 text-primary" aria-hidden /> <Trans>V0 - No VIP Joined</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>No VIP Membership</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Join a level with deposited funds to run a daily earning session for its fixed reward.
            </Trans>
          </p>
          {progress}
          <Button asChild>
            <Link to="/vip-selection">
              <Trans>Choose VIP Level</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const level = userVip.vipLevel;
  const number = level.level;
  const since = formatDate(userVip.createdAt);
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-4 text-primary" aria-hidden /> <OperatorText>{level.name}</OperatorText>
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
            {userVip.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
          </span>
        </CardTitle>
        <CardDescription>
          <Trans>
            VIP Level {number} · member since {since}
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="grid grid-cols-2 gap-3">
          <div>
            <dt className="text-muted-foreground">
              <Trans>Investment</Trans>
            </dt>
            <dd className="font-semibold tabular-nums">{formatUsdWhole(level.amount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Daily earning</Trans>
            </dt>
            <dd className="font-semibold tabular-nums">{formatUsd(level.dailyEarning)}</dd>
          </div>
        </dl>
        {level.bicycleModel && (
          <div className="rounded-lg bg-surface-muted p-3">
            <p className="flex items-center gap-2 font-medium">
              <Bike className="size-4 text-primary" aria-hidden />{' '}
              <OperatorText>
                {level.bicycleModel}
                {level.bicycleColor ? ` · ${level.bicycleColor}` : ''}
              </OperatorText>
            </p>
            {level.bicycleFeatures.length > 0 && (
              <p className="mt-1 text-xs text-muted-foreground">
                <OperatorText>{level.bicycleFeatures.join(' · ')}</OperatorText>
              </p>
            )}
          </div>
        )}
        {next && <NextLevel next={next} />}
        {/* Also says when the highest level is held, once the options are known. */}
        {progress}
        <SessionCountdown session={props.session} />
      </CardContent>
    </Card>
  );
}

function NextLevel({ next }: { next: UpgradeOption }) {
  const name = <OperatorText>{next.name}</OperatorText>;
  const daily = formatUsd(next.dailyEarning);
  const cost = formatUsd(next.upgradeCost);
  return (
    <p className="flex items-center gap-2 text-muted-foreground">
      <TrendingUp className="size-4 text-primary" aria-hidden />
      <span>
        <Trans>
          Next: {name} ({daily} a day) for {cost}
        </Trans>{' '}
        · <Affordability option={next} more />
      </span>
    </p>
  );
}

function UpgradeOptionsCard({ upgrades: query, hasVip }: { upgrades: UpgradeOptionsQuery; hasVip: boolean }) {
  const upgrades = query.data;
  const options = upgrades?.options ?? [];
  const count = options.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{hasVip ? <Trans>VIP upgrade options</Trans> : <Trans>Next VIP level</Trans>}</CardTitle>
        <CardDescription>
          <Trans>Upgrades cost the difference to what you paid, from deposited funds.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {upgradeOptionsFailed(query) ? (
          <UpgradeOptionsFailure upgrades={query} />
        ) : !upgrades ? (
          <Skeleton className="h-32 w-full" />
        ) : options.length === 0 ? (
          <p className="font-medium">
            <Trans>Maximum VIP Level Reached</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {options.slice(0, 3).map((option) => (
              <UpgradeOptionRow key={option.id} option={option} />
            ))}
          </ul>
        )}
        {options.length > 3 && (
          <Button asChild variant="outline" size="sm">
            <Link to="/vip-selection">
              <Trans>View All {count} Upgrade Options</Trans> <ArrowRight className="rtl:-scale-x-100" />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function UpgradeOptionRow({ option }: { option: UpgradeOption }) {
  const daily = formatUsd(option.dailyEarning);
  const cost = formatUsd(option.upgradeCost);
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div>
        <p className="font-medium">
          <OperatorText>{option.name}</OperatorText>
        </p>
        <p className="text-xs text-muted-foreground">
          <Trans>
            {daily} a day · cost {cost}
          </Trans>
        </p>
      </div>
      <span className={option.canAfford ? 'text-success' : 'text-muted-foreground'}>
        <Affordability option={option} />
      </span>
    </li>
  );
}

const levelsGrid = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** The first six levels with Join or Deposit. */
function LevelsGrid({ renderDeposit }: { renderDeposit: RenderLevelDeposit }) {
  const { t } = useLingui();
  const levels = useVipLevels();
  const upgrades = useUpgradeOptions();
  const purchase = useLevelPurchase(upgrades.data);
  return (
    <section aria-labelledby="vip-levels-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="vip-levels-heading" className="text-base font-semibold">
          <Trans>VIP levels</Trans>
        </h2>
        <Button asChild variant="ghost" size="sm">
          <Link to="/vip-selection">
            <Trans>View All VIP Levels</Trans> <ArrowRight className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
      <QueryState
        query={levels}
        errorTitle={t`Error Loading VIP Levels`}
        errorFallback={t`Please try again.`}
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
                onChoose={purchase.choose}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <Suspense fallback={null}>
        {purchase.step && (
          <LevelPurchase purchase={purchase} upgrades={upgrades} renderDeposit={renderDeposit} />
        )}
      </Suspense>
    </section>
  );
}
