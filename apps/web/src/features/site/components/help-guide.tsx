import type { HelpFigures, PublicSettings } from '@nova/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd } from '@/lib/format.ts';
import { fractionToPercent } from '@/lib/percent.ts';
import { useHelpFigures } from '../api/get-help-figures.ts';
import { usePublicSettings } from '../api/get-public-settings.ts';

const networkNames = { BEP20: 'BNB Smart Chain (BEP20)', POLYGON: 'Polygon' } as const;

function Topic({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-2">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="space-y-2 leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}

function A({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline underline-offset-4">
      {children}
    </Link>
  );
}

function feeTierText(tier: HelpFigures['feeTiers'][number]): string {
  const range = tier.maxAmount
    ? `from ${formatUsd(tier.minAmount)} up to (not including) ${formatUsd(tier.maxAmount)}`
    : `from ${formatUsd(tier.minAmount)} up`;
  return `${range}: ${fractionToPercent(tier.percent)}%`;
}

/**
 * How Nova works, with the live figures: minimums, rates, fee tiers and
 * confirmation depths come from the operator's settings, so the page never states an old number.
 */
export function HelpGuide() {
  const { data: settings } = usePublicSettings();
  const { data: figures } = useHelpFigures();
  if (!settings || !figures) return <Skeleton className="h-96 rounded-xl" />;
  return <Guide settings={settings} figures={figures} />;
}

function Guide({ settings, figures }: { settings: PublicSettings; figures: HelpFigures }) {
  const policy = settings.earningPolicy;
  const rates = [
    settings.referralBonusLevel1Rate,
    settings.referralBonusLevel2Rate,
    settings.referralBonusLevel3Rate,
  ];
  return (
    <div className="space-y-8" data-testid="help-guide">
      <Topic id="deposits" title="Deposits">
        <p>
          Send USDT or USDC on BNB Smart Chain (BEP20) or Polygon to the address shown on the{' '}
          <A to="/deposit">Deposit</A> screen, on the network shown there. The minimum deposit is{' '}
          <strong>{formatUsd(settings.minDepositAmount)}</strong>. Transfers to your personal deposit address
          are credited automatically, with no claim. A claim by transaction hash of a transfer to the shared
          company address is credited automatically only when you proved the sending address on your profile
          (Sender addresses); otherwise an administrator checks it first.
        </p>
      </Topic>
      <Topic id="confirmations" title="Confirmations">
        <p>
          A deposit is credited once its transfer is final: at the chain's finalized block where the network
          offers one, otherwise after this many confirmations:
        </p>
        <ul className="ml-5 list-disc">
          {figures.confirmations.map(({ network, confirmations }) => (
            <li key={network}>
              {networkNames[network]}: <strong>{confirmations}</strong> confirmations
            </li>
          ))}
        </ul>
      </Topic>
      <Topic id="memberships" title="Memberships (VIP levels)">
        <p>
          A VIP level is paid only from your deposited balance, never from earnings or bonuses. Each level has
          a fixed daily earning. Choose or upgrade on <A to="/vip-selection">VIP levels</A>, and start your
          daily session on <A to="/tasks">Tasks</A>: one session a day, {policy.sessionHours} hour
          {policy.sessionHours === 1 ? '' : 's'} long, credited{' '}
          {policy.creditAt === 'start' ? 'when it starts' : 'when it ends'}
          {policy.weekendRestricted ? ', not on Saturdays and Sundays (UTC)' : ''}.
        </p>
      </Topic>
      <Topic id="rewards-pool" title="The rewards pool">
        <p>
          Daily earnings are paid only from the rewards pool, which the operator funds. They are not
          guaranteed: when the pool cannot cover a reward, it is not credited and you are told why, and it is
          paid once the pool is funded again. The <A to="/transparency">transparency page</A> shows the pool
          and how many days of rewards it covers.
        </p>
      </Topic>
      <Topic id="referrals" title="Referral bonuses">
        <p>
          When a member you invited pays for a membership, you receive{' '}
          <strong>{fractionToPercent(rates[0] ?? 0)}%</strong> of the payment; the member who invited you{' '}
          <strong>{fractionToPercent(rates[1] ?? 0)}%</strong>, and the one above them{' '}
          <strong>{fractionToPercent(rates[2] ?? 0)}%</strong>. Bonuses come out of that payment. Your link is
          on <A to="/invite">Invite</A>.
        </p>
      </Topic>
      <Topic id="withdrawals" title="Withdrawals">
        <p>
          Withdraw your earnings and bonuses from the <A to="/dashboard">Dashboard</A>; the minimum is{' '}
          <strong>{formatUsd(settings.minWithdrawalAmount)}</strong>.
          {settings.allowDepositWithdrawal ? ' Unspent deposits can be taken back the same way.' : ''} The
          amount is held at once, so it cannot be spent twice, and an administrator reviews the request; every
          payout is recorded with its transaction hash.
        </p>
      </Topic>
      <Topic id="fees" title="Fees">
        {figures.feeTiers.length === 0 ? (
          <p>No withdrawal fee is charged at present. Network fees are paid by the platform.</p>
        ) : (
          <>
            <p>A withdrawal fee is deducted from the amount, by the amount withdrawn:</p>
            <ul className="ml-5 list-disc">
              {figures.feeTiers.map((tier) => (
                <li key={tier.minAmount}>{feeTierText(tier)}</li>
              ))}
            </ul>
            <p>
              The fee and the net amount are shown before you confirm. Network fees are paid by the platform.
            </p>
          </>
        )}
      </Topic>
      <Topic id="lock" title="The 24-hour lock">
        <p>
          For your security, withdrawals are refused for 24 hours after your password or email address changes
          (on your <A to="/profile">Profile</A>); the message says until when.
        </p>
      </Topic>
    </div>
  );
}
