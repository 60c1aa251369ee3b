import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminStats } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Crown,
  Gift,
  Hourglass,
  type LucideIcon,
  RefreshCw,
  Scale,
  TrendingUp,
  Users,
  Wallet,
} from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatUsd } from '@/lib/format.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { MailHealth } from './mail-health.tsx';

interface CardSpec {
  title: MessageDescriptor;
  icon: LucideIcon;
  value: (stats: AdminStats) => string;
  lines: (stats: AdminStats) => string[];
  tone?: (stats: AdminStats) => 'danger' | undefined;
}

/** "$12.00 today". */
function today(decimal: string): string {
  const amount = formatUsd(decimal);
  return t`${amount} today`;
}

function pending(pendingCount: number): string {
  return plural(pendingCount, { one: '# pending', other: '# pending' });
}

/**
 * The admin Dashboard cards, every figure from the server. Their texts are read while rendering,
 * in the active language.
 */
const cards: CardSpec[] = [
  {
    title: msg`Total users`,
    icon: Users,
    value: (s) => String(s.totalUsers),
    lines: ({ activeUsers, todayUsers }) => [
      plural(activeUsers, { one: '# active', other: '# active' }),
      plural(todayUsers, { one: '# joined today', other: '# joined today' }),
    ],
  },
  {
    title: msg`Total deposits`,
    icon: ArrowDownToLine,
    value: (s) => formatUsd(s.totalDeposits),
    lines: ({ depositCount, todayDeposits }) => [
      plural(depositCount, { one: '# deposit', other: '# deposits' }),
      today(todayDeposits),
    ],
  },
  {
    title: msg`Pending withdrawals`,
    icon: Hourglass,
    value: (s) => formatUsd(s.pendingWithdrawals),
    lines: ({ pendingWithdrawalCount }) => [
      plural(pendingWithdrawalCount, {
        one: '# request held for payout',
        other: '# requests held for payout',
      }),
    ],
  },
  {
    title: msg`Approved, not yet paid`,
    icon: Wallet,
    value: (s) =>
      formatUsd(formatMicros(s.approvedUnpaid.reduce((sum, row) => sum + toMicros(row.netAmount), 0n))),
    lines: (s) =>
      s.approvedUnpaid.length === 0
        ? [t`Nothing waiting for the payout wallet`]
        : s.approvedUnpaid.map(
            (row) => `${row.network} ${row.token}: ${formatUsd(row.netAmount)} (${row.count})`,
          ),
  },
  {
    title: msg`System balance`,
    icon: Scale,
    value: (s) => formatUsd(s.systemBalance),
    lines: (s) => {
      const custody = formatUsd(s.custody);
      const owed = formatUsd(s.memberLiabilities);
      return [t`Custody ${custody}`, t`Owed to members ${owed}`];
    },
    tone: (s) => (s.systemBalance.startsWith('-') ? 'danger' : undefined),
  },
  {
    title: msg`VIP users`,
    icon: Crown,
    value: (s) => String(s.vipUsers),
    lines: () => [t`Members with a membership`],
  },
  {
    title: msg`VIP task earnings`,
    icon: TrendingUp,
    value: (s) => formatUsd(s.totalEarnings),
    lines: () => [t`Daily rewards credited`],
  },
  {
    title: msg`Referral bonuses paid`,
    icon: Gift,
    value: (s) => formatUsd(s.totalReferralBonus),
    lines: () => [t`Credited to referrers`],
  },
  {
    title: msg`Deposit summary`,
    icon: ArrowDownToLine,
    value: ({ confirmedDeposits }) => plural(confirmedDeposits, { one: '# confirmed', other: '# confirmed' }),
    lines: (s) => [pending(s.pendingDeposits), today(s.todayDeposits)],
  },
  {
    title: msg`Withdrawal summary`,
    icon: ArrowUpFromLine,
    value: ({ completedWithdrawalCount }) =>
      plural(completedWithdrawalCount, { one: '# completed', other: '# completed' }),
    lines: (s) => {
      const paid = formatUsd(s.completedWithdrawals);
      const requested = s.todayWithdrawalCount;
      const amount = formatUsd(s.todayWithdrawals);
      return [
        t`${paid} paid out`,
        pending(s.pendingWithdrawalCount),
        plural(requested, {
          one: `# requested today (${amount})`,
          other: `# requested today (${amount})`,
        }),
      ];
    },
  },
];

/** The admin Dashboard tab: refreshed every 30 s and on demand. */
export default function DashboardTab() {
  const { t } = useLingui();
  const stats = useAdminStats();
  const { isFetching } = stats;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          <Trans>Figures from the ledger and the records, refreshed every 30 s.</Trans>
        </p>
        <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} /> <Trans>Refresh</Trans>
        </Button>
      </div>
      <QueryState
        query={stats}
        errorFallback={t`Failed to load the dashboard`}
        loading={<StatsCards stats={undefined} />}
      >
        {({ data }) => (
          <>
            <MailHealth stats={data} />
            <StatsCards stats={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The cards; while the figures load each holds a placeholder. */
function StatsCards({ stats }: { stats: AdminStats | undefined }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ title, icon: Icon, value, lines, tone }) => (
        <li
          key={title.id}
          className="rounded-xl border border-border bg-surface p-5 shadow-[var(--shadow-card)]"
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-muted-foreground">{i18n._(title)}</p>
            <span className="flex size-8 items-center justify-center rounded-lg bg-surface-muted text-primary">
              <Icon className="size-4" aria-hidden />
            </span>
          </div>
          {stats ? (
            <>
              <p
                className={cn(
                  'mt-3 text-2xl font-semibold tabular-nums',
                  tone?.(stats) === 'danger' && 'text-danger',
                )}
              >
                {value(stats)}
              </p>
              {lines(stats).map((line) => (
                <p key={line} className="text-xs text-muted-foreground">
                  {line}
                </p>
              ))}
            </>
          ) : (
            <Skeleton className="mt-3 h-8 w-32" />
          )}
        </li>
      ))}
    </ul>
  );
}
