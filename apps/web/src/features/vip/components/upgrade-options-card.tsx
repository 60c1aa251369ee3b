import { Trans } from '@lingui/react/macro';
import type { UpgradeOption } from '@nova/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { OperatorText } from '@/components/operator-text.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import {
  UpgradeOptionsFailure,
  type UpgradeOptionsQuery,
  upgradeOptionsFailed,
} from './upgrade-options-failure.tsx';
import { Affordability } from './vip-level-card.tsx';

/** The first three upgrades (or the next level for a member without one), with a link to all. */
export function UpgradeOptionsCard({
  upgrades: query,
  hasVip,
}: {
  upgrades: UpgradeOptionsQuery;
  hasVip: boolean;
}) {
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
