import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Transparency } from '@nova/contracts';
import { AlertTriangle, CheckCircle2, Landmark, PiggyBank, Scale, Users } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useTransparency } from '../api/get-transparency.ts';
import { Row, Section } from './figure-card.tsx';
import { HistorySection } from './history-section.tsx';
import { ProofSection } from './proof-section.tsx';
import { balancesSentence, poolSentence } from './verdict-sentences.ts';

const networkNames = { BEP20: 'BNB Smart Chain (BEP20)', POLYGON: 'Polygon' } as const;

/** /transparency (rule 3): what Nova holds, owes and pays, read from its ledger. */
export function TransparencyPage() {
  const { t } = useLingui();
  const transparency = useTransparency();
  const { data } = transparency;
  const readAt = data && formatDateTime(data.readAt);
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <div className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          <Trans>Transparency</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>
            Every figure on this page is read from Nova's ledger, the same books that hold every member's
            balance. Nothing here is an estimate or a promise.
          </Trans>
        </p>
        {data && (
          <p className="text-sm text-muted-foreground">
            <Trans>Read at {readAt} (figures are refreshed at most once a minute).</Trans>
          </p>
        )}
      </div>
      <QueryState
        query={transparency}
        errorFallback={t`Failed to load the figures`}
        loading={
          <div className="grid gap-4 md:grid-cols-2">
            {['assets', 'owed', 'pool', 'paid'].map((slot) => (
              <Skeleton key={slot} className="h-48 rounded-xl" />
            ))}
          </div>
        }
      >
        {(figures) => <Figures data={figures} />}
      </QueryState>
    </div>
  );
}

/** The verdict in plain words (rule 3), computed by the server from the ledger. */
function Verdict({ data }: { data: Transparency }) {
  const { t } = useLingui();
  const lines = [
    { covered: data.verdict.balances.covered, sentence: balancesSentence(data) },
    { covered: data.verdict.pool.covered, sentence: poolSentence(data) },
  ];
  return (
    <ul className="space-y-3" aria-label={t`Verdict`} data-testid="verdict">
      {lines.map((line) => {
        const Icon = line.covered ? CheckCircle2 : AlertTriangle;
        return (
          <li
            key={line.sentence}
            className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4 text-lg font-medium"
          >
            <Icon
              className={`mt-1 size-5 shrink-0 ${line.covered ? 'text-success' : 'text-danger'}`}
              aria-hidden
            />
            {line.sentence}
          </li>
        );
      })}
    </ul>
  );
}

function Figures({ data }: { data: Transparency }) {
  const { t } = useLingui();
  const activeMemberships = data.activeMemberships;
  const memberships = plural(activeMemberships, {
    one: '# active membership',
    other: '# active memberships',
  });
  const coverageDays = data.coverageDays;
  return (
    <div className="space-y-6">
      <Verdict data={data} />
      <HistorySection />
      <ProofSection ledgerAssets={data.totalAssets} />
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          icon={Landmark}
          title={t`Assets held`}
          explain={t`Stablecoins received on each network and not yet paid out.`}
        >
          {data.assets.map((asset) => (
            <Row
              key={asset.network}
              label={
                asset.network === 'BTC' ? (
                  t`Bitcoin (hosted checkout)`
                ) : (
                  <bdi>{networkNames[asset.network]}</bdi>
                )
              }
              value={formatUsd(asset.balance)}
            />
          ))}
          <Row label={t`Total`} value={formatUsd(data.totalAssets)} strong />
        </Section>
        <Section
          icon={Users}
          title={t`Owed to members`}
          explain={t`What members could claim: unspent deposits, earnings and bonuses.`}
        >
          <Row label={t`Deposits not yet spent`} value={formatUsd(data.memberBalances.deposits)} />
          <Row label={t`Earnings and referral bonuses`} value={formatUsd(data.memberBalances.earnings)} />
          <Row label={t`Total`} value={formatUsd(data.memberBalances.total)} strong />
        </Section>
        <Section
          icon={PiggyBank}
          title={t`Rewards pool`}
          explain={t`Daily rewards are paid only from this pool, which the operator funds. When it cannot cover a reward, the reward waits and the member is told why.`}
        >
          <Row label={t`In the pool`} value={formatUsd(data.rewardsPool)} strong />
          <Row label={t`Owed per day (${memberships})`} value={formatUsd(data.dailyObligation)} />
          <Row
            label={t`Days the pool covers`}
            value={coverageDays === null ? t`No rewards are owed` : t`${coverageDays} days`}
          />
          <Row
            label={t`Rewards waiting for funds`}
            value={`${data.unfundedRewards.count} (${formatUsd(data.unfundedRewards.amount)})`}
          />
        </Section>
        <Section
          icon={Scale}
          title={t`Paid so far`}
          explain={t`Totals since the start, from the ledger's transfers.`}
        >
          <Row label={t`Daily rewards paid`} value={formatUsd(data.totals.rewardsPaid)} />
          <Row label={t`Referral bonuses paid`} value={formatUsd(data.totals.referralBonusesPaid)} />
          <Row label={t`Membership payments received`} value={formatUsd(data.totals.membershipPayments)} />
          <Row label={t`Funded into the rewards pool`} value={formatUsd(data.totals.poolFunded)} />
        </Section>
        <Alert tone="info" className="md:col-span-2">
          <p className="font-medium">
            <Trans>How to read this</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>
              Referral bonuses come out of the membership payment that caused them. Daily rewards come only
              out of the rewards pool. If the pool covers fewer days than you expect, rewards may wait until
              the operator funds it.
            </Trans>
          </p>
        </Alert>
      </div>
    </div>
  );
}
