import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useUpgradeOptions } from '../api/get-upgrade-options.ts';
import { useVipLevels } from '../api/get-vip-levels.ts';
import { useVipStatus } from '../api/get-vip-status.ts';
import { useLevelPurchase } from '../hooks/use-level-purchase.ts';
import type { RenderLevelDeposit } from './level-purchase.tsx';
import { MembershipCard } from './membership-card.tsx';
import { standingOf } from './standing.ts';
import { UpgradeOptionsCard } from './upgrade-options-card.tsx';
import { VipLevelCard } from './vip-level-card.tsx';

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
