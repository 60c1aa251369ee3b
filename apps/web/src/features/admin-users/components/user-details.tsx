import { useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import type { ReactNode } from 'react';
import { PersonName } from '@/components/person-name.tsx';
import { formatUsd } from '@/lib/format.ts';
import { userLabel } from './user-dialogs.tsx';
import { vipLevelLabel } from './vip-level-label.tsx';

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="min-w-0 rounded-lg border border-border p-3">
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            {/* Ids and codes read left to right in Arabic too, cut at their end like in English. */}
            <dd className="min-w-0 truncate text-end font-medium tabular-nums" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Details, expanded in place: exact figures, no float arithmetic (rule 7). */
export function UserDetails({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const referredBy = user.referrer ? <PersonName>{userLabel(user.referrer)}</PersonName> : t`Nobody`;
  const money = user.financialData;
  const net = formatMicros(toMicros(money.totalDeposits) - toMicros(money.totalWithdrawals));
  const transactions = money.totalDepositsCount + money.totalWithdrawalsCount;
  const successRate =
    transactions === 0 ? '—' : `${Math.round((money.totalDepositsCount / transactions) * 100)}%`;
  return (
    <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`User details`}>
      <Section
        title={t`Financial summary`}
        rows={[
          [t`Balance`, formatUsd(user.wallet.balance)],
          [t`Withdrawable`, formatUsd(user.wallet.withdrawable)],
          [t`Total deposits`, formatUsd(money.totalDeposits)],
          [t`Total withdrawals`, formatUsd(money.totalWithdrawals)],
          [t`Net profit`, formatUsd(net)],
          [t`Daily earnings`, formatUsd(money.dailyEarnings)],
          [t`Total daily earnings`, formatUsd(money.totalDailyEarnings)],
          [t`Referral earnings`, formatUsd(money.referralEarnings)],
        ]}
      />
      <Section
        title={t`Transactions`}
        rows={[
          [t`Deposits`, String(money.totalDepositsCount)],
          [t`Withdrawals`, String(money.totalWithdrawalsCount)],
          [t`Success rate`, successRate],
          [t`Referrals`, String(user._count.referrals)],
          [t`Referred by`, referredBy],
        ]}
      />
      <Section
        title={t`Account`}
        rows={[
          [t`User id`, user.id],
          [t`Wallet id`, user.wallet.id],
          [t`Referral code`, user.referralCode],
          [t`Health`, user.isEmailVerified ? t`Verification Complete` : t`Verification Pending`],
          [t`VIP`, user.userVip ? vipLevelLabel(user.userVip.vipLevel) : t`None`],
        ]}
      />
    </section>
  );
}
