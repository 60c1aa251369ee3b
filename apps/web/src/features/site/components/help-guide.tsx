import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

function FeeTier({ tier }: { tier: HelpFigures['feeTiers'][number] }) {
  const min = formatUsd(tier.minAmount);
  const rate = `${fractionToPercent(tier.percent)}%`;
  if (!tier.maxAmount)
    return (
      <Trans>
        from {min} up: {rate}
      </Trans>
    );
  const max = formatUsd(tier.maxAmount);
  return (
    <Trans>
      from {min} up to (not including) {max}: {rate}
    </Trans>
  );
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
  const { t } = useLingui();
  const policy = settings.earningPolicy;
  const [rate1, rate2, rate3] = [
    settings.referralBonusLevel1Rate,
    settings.referralBonusLevel2Rate,
    settings.referralBonusLevel3Rate,
  ].map((rate) => `${fractionToPercent(rate)}%`);
  const minDeposit = formatUsd(settings.minDepositAmount);
  const minWithdrawal = formatUsd(settings.minWithdrawalAmount);
  const sessionHours = policy.sessionHours;
  const hours = plural(sessionHours, { one: '# hour', other: '# hours' });
  const credited = policy.creditAt === 'start' ? t`when it starts` : t`when it ends`;
  const weekend = policy.weekendRestricted ? t`, not on Saturdays and Sundays (UTC)` : '';
  const depositsBack = settings.allowDepositWithdrawal
    ? t`Unspent deposits can be taken back the same way.`
    : '';
  return (
    <div className="space-y-8" data-testid="help-guide">
      <Topic id="deposits" title={t`Deposits`}>
        <p>
          <Trans>
            Send USDT or USDC on BNB Smart Chain (BEP20) or Polygon to the address shown on the{' '}
            <A to="/deposit">Deposit</A> screen, on the network shown there. The minimum deposit is{' '}
            <strong dir="ltr">{minDeposit}</strong>. Transfers to your personal deposit address are credited
            automatically, with no claim. A claim by transaction hash of a transfer to the shared company
            address is credited automatically only when you proved the sending address on your profile (Sender
            addresses); otherwise an administrator checks it first.
          </Trans>
        </p>
      </Topic>
      <Topic id="confirmations" title={t`Confirmations`}>
        <p>
          <Trans>
            A deposit is credited once its transfer is final: at the chain's finalized block where the network
            offers one, otherwise after this many confirmations:
          </Trans>
        </p>
        <ul className="ms-5 list-disc">
          {figures.confirmations.map(({ network, confirmations }) => {
            // Isolated, so the name's closing bracket stays with it in Arabic.
            const name = <bdi>{networkNames[network]}</bdi>;
            return (
              <li key={network}>
                <Trans>
                  {name}: <strong>{confirmations}</strong> confirmations
                </Trans>
              </li>
            );
          })}
        </ul>
      </Topic>
      <Topic id="memberships" title={t`Memberships (VIP levels)`}>
        <p>
          <Trans>
            A VIP level is paid only from your deposited balance, never from earnings or bonuses. Each level
            has a fixed daily earning. Choose or upgrade on <A to="/vip-selection">VIP levels</A>, and start
            your daily session on <A to="/tasks">Tasks</A>: one session a day, {hours} long, credited{' '}
            {credited}
            {weekend}.
          </Trans>
        </p>
      </Topic>
      <Topic id="rewards-pool" title={t`The rewards pool`}>
        <p>
          <Trans>
            Daily earnings are paid only from the rewards pool, which the operator funds. They are not
            guaranteed: when the pool cannot cover a reward, it is not credited and you are told why, and it
            is paid once the pool is funded again. The <A to="/transparency">transparency page</A> shows the
            pool and how many days of rewards it covers.
          </Trans>
        </p>
      </Topic>
      <Topic id="referrals" title={t`Referral bonuses`}>
        <p>
          <Trans>
            When a member you invited pays for a membership, you receive <strong dir="ltr">{rate1}</strong> of
            the payment; the member who invited you <strong dir="ltr">{rate2}</strong>, and the one above them{' '}
            <strong dir="ltr">{rate3}</strong>. Bonuses come out of that payment. Your link is on{' '}
            <A to="/invite">Invite</A>.
          </Trans>
        </p>
      </Topic>
      <Topic id="withdrawals" title={t`Withdrawals`}>
        <p>
          <Trans>
            Withdraw your earnings and bonuses from the <A to="/dashboard">Dashboard</A>; the minimum is{' '}
            <strong dir="ltr">{minWithdrawal}</strong>. {depositsBack} The amount is held at once, so it
            cannot be spent twice, and an administrator reviews the request; every payout is recorded with its
            transaction hash.
          </Trans>
        </p>
      </Topic>
      <Topic id="fees" title={t`Fees`}>
        {figures.feeTiers.length === 0 ? (
          <p>
            <Trans>No withdrawal fee is charged at present. Network fees are paid by the platform.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>A withdrawal fee is deducted from the amount, by the amount withdrawn:</Trans>
            </p>
            <ul className="ms-5 list-disc">
              {figures.feeTiers.map((tier) => (
                <li key={tier.minAmount}>
                  <FeeTier tier={tier} />
                </li>
              ))}
            </ul>
            <p>
              <Trans>
                The fee and the net amount are shown before you confirm. Network fees are paid by the
                platform.
              </Trans>
            </p>
          </>
        )}
      </Topic>
      <Topic id="lock" title={t`The 24-hour lock`}>
        <p>
          <Trans>
            For your security, withdrawals are refused for 24 hours after your password or email address
            changes (on your <A to="/profile">Profile</A>); the message says until when.
          </Trans>
        </p>
      </Topic>
    </div>
  );
}
