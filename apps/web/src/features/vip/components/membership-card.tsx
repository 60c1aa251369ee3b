import { Trans } from '@lingui/react/macro';
import type { EarningSession, UpgradeOption, UpgradeOptionsResponse, UserVip } from '@nova/contracts';
import { Bike, Crown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { OperatorText } from '@/components/operator-text.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate, formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { SessionCountdown } from './session-countdown.tsx';
import { Affordability } from './vip-level-card.tsx';
import { VipProgress } from './vip-progress.tsx';

/** The member's level, its bicycle, the next level and today's session; or an invitation to join. */
export function MembershipCard(props: {
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
