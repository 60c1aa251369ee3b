import type { AdminUser } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import { formatUsd } from '@/lib/format.ts';
import { userLabel } from './user-dialogs.tsx';

function Section({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="min-w-0 rounded-lg border border-border p-3">
      <h4 className="mb-2 text-sm font-semibold">{title}</h4>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 truncate text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Details, expanded in place: exact figures, no float arithmetic (rule 7). */
export function UserDetails({ user }: { user: AdminUser }) {
  const money = user.financialData;
  const net = formatMicros(toMicros(money.totalDeposits) - toMicros(money.totalWithdrawals));
  const transactions = money.totalDepositsCount + money.totalWithdrawalsCount;
  const successRate =
    transactions === 0 ? '—' : `${Math.round((money.totalDepositsCount / transactions) * 100)}%`;
  return (
    <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="User details">
      <Section
        title="Financial summary"
        rows={[
          ['Balance', formatUsd(user.wallet.balance)],
          ['Withdrawable', formatUsd(user.wallet.withdrawable)],
          ['Total deposits', formatUsd(money.totalDeposits)],
          ['Total withdrawals', formatUsd(money.totalWithdrawals)],
          ['Net profit', formatUsd(net)],
          ['Daily earnings', formatUsd(money.dailyEarnings)],
          ['Total daily earnings', formatUsd(money.totalDailyEarnings)],
          ['Referral earnings', formatUsd(money.referralEarnings)],
        ]}
      />
      <Section
        title="Transactions"
        rows={[
          ['Deposits', String(money.totalDepositsCount)],
          ['Withdrawals', String(money.totalWithdrawalsCount)],
          ['Success rate', successRate],
          ['Referrals', String(user._count.referrals)],
          ['Referred by', user.referrer ? userLabel(user.referrer) : 'Nobody'],
        ]}
      />
      <Section
        title="Account"
        rows={[
          ['User id', user.id],
          ['Wallet id', user.wallet.id],
          ['Referral code', user.referralCode],
          ['Health', user.isEmailVerified ? 'Verification Complete' : 'Verification Pending'],
          [
            'VIP',
            user.userVip
              ? `${user.userVip.vipLevel.name} (${formatUsd(user.userVip.vipLevel.amount)})`
              : 'None',
          ],
        ]}
      />
    </section>
  );
}
