import { Trans, useLingui } from '@lingui/react/macro';
import type { ReferralStats } from '@nova/contracts';
import { Gift, Share2, UserPlus, Wallet } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { fractionToPercent } from '@/lib/percent.ts';
import { useReferralStats } from '../api/get-referral-stats.ts';
import { ShareCard } from './share-card.tsx';
import { TeamList } from './team-list.tsx';

/** /invite: the link, what it earns, the numbers and the team. */
export function InvitePage({ referralCode }: { referralCode: string }) {
  const { t } = useLingui();
  const stats = useReferralStats();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">
          <Trans>Invite Friends</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Earn a share of every VIP payment your team makes, three levels deep.</Trans>
        </p>
      </div>
      <ShareCard code={referralCode} />
      <QueryState
        query={stats}
        errorFallback={t`Failed to load referral stats`}
        loading={<Skeleton className="h-64 w-full rounded-xl" />}
      >
        {(data) => (
          <>
            <StatsGrid stats={data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Benefits rates={data.rates} />
              <HowItWorks />
            </div>
            <TeamList direct={data.directReferralList} indirect={data.indirectReferralList} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function StatsGrid({ stats }: { stats: ReferralStats }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Direct referrals`, value: String(stats.directReferrals) },
    { label: t`Indirect referrals`, value: String(stats.indirectReferrals) },
    { label: t`Level 1 bonuses`, value: formatUsd(stats.level1Bonuses) },
    { label: t`Level 2 bonuses`, value: formatUsd(stats.level2Bonuses) },
    { label: t`Level 3 bonuses`, value: formatUsd(stats.level3Bonuses) },
    { label: t`Total bonuses`, value: formatUsd(stats.totalBonuses) },
  ];
  return (
    <section aria-labelledby="referral-stats-heading" className="space-y-3">
      <h2 id="referral-stats-heading" className="text-base font-semibold">
        <Trans>Referral stats</Trans>
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {figures.map(({ label, value }) => (
          <div
            key={label}
            className="rounded-xl border border-border bg-surface p-4 shadow-[var(--shadow-card)]"
          >
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The benefits and the earning system, with the rates the operator set (rule 28: settings are the one source). */
function Benefits({ rates }: { rates: ReferralStats['rates'] }) {
  const { t } = useLingui();
  const levels = [
    { level: 1, who: t`Friends you invite`, rate: rates.level1Rate },
    { level: 2, who: t`Friends they invite`, rate: rates.level2Rate },
    { level: 3, who: t`The next level down`, rate: rates.level3Rate },
  ];
  return (
    <Card aria-labelledby="benefits-heading">
      <CardHeader>
        <CardTitle id="benefits-heading">
          <Trans>Referral benefits</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-muted-foreground">
          <Trans>
            When a member of your team joins or upgrades a VIP level, you receive a share of that payment,
            paid from the payment itself into your withdrawable balance.
          </Trans>
        </p>
        <ul className="space-y-2" aria-label={t`Earning system`}>
          {levels.map(({ level, who, rate }) => (
            <li
              key={level}
              className="flex items-center justify-between gap-3 rounded-lg bg-surface-muted/60 p-3"
            >
              <span>
                <span className="font-medium">
                  <Trans>Level {level}</Trans>
                </span>
                <span className="text-muted-foreground"> · {who}</span>
              </span>
              <span className="text-lg font-semibold tabular-nums text-primary">
                <bdi dir="ltr">{fractionToPercent(rate)}%</bdi>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          <Trans>Bonuses can be withdrawn; like daily rewards, they cannot pay for VIP levels.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

function HowItWorks() {
  const { t } = useLingui();
  const steps = [
    {
      icon: Share2,
      title: t`Share your link`,
      text: t`Send your link or code, or let a friend scan the QR code.`,
    },
    {
      icon: UserPlus,
      title: t`Friends join`,
      text: t`They register with your code and become part of your team.`,
    },
    {
      icon: Wallet,
      title: t`You earn`,
      text: t`Each VIP payment in your team pays you a bonus, three levels deep.`,
    },
  ];
  return (
    <Card aria-labelledby="how-heading">
      <CardHeader>
        <CardTitle id="how-heading">
          <Trans>How it works</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <div>
                <p className="font-medium">
                  {index + 1}. {title}
                </p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
          <Gift className="size-3.5" aria-hidden />{' '}
          <Trans>Your bonuses appear in the stats above as they are paid.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
