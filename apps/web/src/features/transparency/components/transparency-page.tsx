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

const networkNames: Record<Transparency['assets'][number]['network'], string> = {
  BEP20: 'BNB Smart Chain (BEP20)',
  POLYGON: 'Polygon',
  BTC: 'Bitcoin (hosted checkout)',
};

/** /transparency (rule 3): what Nova holds, owes and pays, read from its ledger. */
export function TransparencyPage() {
  const transparency = useTransparency();
  const { data } = transparency;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-12 sm:px-6">
      <div className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Transparency</h1>
        <p className="text-lg text-muted-foreground">
          Every figure on this page is read from Nova's ledger, the same books that hold every member's
          balance. Nothing here is an estimate or a promise.
        </p>
        {data && (
          <p className="text-sm text-muted-foreground">
            Read at {formatDateTime(data.readAt)} (figures are refreshed at most once a minute).
          </p>
        )}
      </div>
      <QueryState
        query={transparency}
        errorFallback="Failed to load the figures"
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
  const lines = [data.verdict.balances, data.verdict.pool];
  return (
    <ul className="space-y-3" aria-label="Verdict" data-testid="verdict">
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
  return (
    <div className="space-y-6">
      <Verdict data={data} />
      <HistorySection />
      <ProofSection ledgerAssets={data.totalAssets} />
      <div className="grid gap-4 md:grid-cols-2">
        <Section
          icon={Landmark}
          title="Assets held"
          explain="Stablecoins received on each network and not yet paid out."
        >
          {data.assets.map((asset) => (
            <Row key={asset.network} label={networkNames[asset.network]} value={formatUsd(asset.balance)} />
          ))}
          <Row label="Total" value={formatUsd(data.totalAssets)} strong />
        </Section>
        <Section
          icon={Users}
          title="Owed to members"
          explain="What members could claim: unspent deposits, earnings and bonuses."
        >
          <Row label="Deposits not yet spent" value={formatUsd(data.memberBalances.deposits)} />
          <Row label="Earnings and referral bonuses" value={formatUsd(data.memberBalances.earnings)} />
          <Row label="Total" value={formatUsd(data.memberBalances.total)} strong />
        </Section>
        <Section
          icon={PiggyBank}
          title="Rewards pool"
          explain="Daily rewards are paid only from this pool, which the operator funds. When it cannot cover a reward, the reward waits and the member is told why."
        >
          <Row label="In the pool" value={formatUsd(data.rewardsPool)} strong />
          <Row
            label={`Owed per day (${data.activeMemberships} active memberships)`}
            value={formatUsd(data.dailyObligation)}
          />
          <Row
            label="Days the pool covers"
            value={data.coverageDays === null ? 'No rewards are owed' : `${data.coverageDays} days`}
          />
          <Row
            label="Rewards waiting for funds"
            value={`${data.unfundedRewards.count} (${formatUsd(data.unfundedRewards.amount)})`}
          />
        </Section>
        <Section
          icon={Scale}
          title="Paid so far"
          explain="Totals since the start, from the ledger's transfers."
        >
          <Row label="Daily rewards paid" value={formatUsd(data.totals.rewardsPaid)} />
          <Row label="Referral bonuses paid" value={formatUsd(data.totals.referralBonusesPaid)} />
          <Row label="Membership payments received" value={formatUsd(data.totals.membershipPayments)} />
          <Row label="Funded into the rewards pool" value={formatUsd(data.totals.poolFunded)} />
        </Section>
        <Alert tone="info" className="md:col-span-2">
          <p className="font-medium">How to read this</p>
          <p className="text-muted-foreground">
            Referral bonuses come out of the membership payment that caused them. Daily rewards come only out
            of the rewards pool. If the pool covers fewer days than you expect, rewards may wait until the
            operator funds it.
          </p>
        </Alert>
      </div>
    </div>
  );
}
