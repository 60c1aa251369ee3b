import type { AdminStats } from '@nova/contracts';
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
} from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatUsd } from '@/lib/format.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { MailHealth } from './mail-health.tsx';

interface CardSpec {
  title: string;
  icon: LucideIcon;
  value: (stats: AdminStats) => string;
  lines: (stats: AdminStats) => string[];
  tone?: (stats: AdminStats) => 'danger' | undefined;
}

/** The admin Dashboard cards, every figure from the server. */
const cards: CardSpec[] = [
  {
    title: 'Total users',
    icon: Users,
    value: (s) => String(s.totalUsers),
    lines: (s) => [`${s.activeUsers} active`, `${s.todayUsers} joined today`],
  },
  {
    title: 'Total deposits',
    icon: ArrowDownToLine,
    value: (s) => formatUsd(s.totalDeposits),
    lines: (s) => [`${s.depositCount} deposits`, `${formatUsd(s.todayDeposits)} today`],
  },
  {
    title: 'Pending withdrawals',
    icon: Hourglass,
    value: (s) => formatUsd(s.pendingWithdrawals),
    lines: (s) => [`${s.pendingWithdrawalCount} requests held for payout`],
  },
  {
    title: 'System balance',
    icon: Scale,
    value: (s) => formatUsd(s.systemBalance),
    lines: (s) => [`Custody ${formatUsd(s.custody)}`, `Owed to members ${formatUsd(s.memberLiabilities)}`],
    tone: (s) => (s.systemBalance.startsWith('-') ? 'danger' : undefined),
  },
  {
    title: 'VIP users',
    icon: Crown,
    value: (s) => String(s.vipUsers),
    lines: () => ['Members with a membership'],
  },
  {
    title: 'VIP task earnings',
    icon: TrendingUp,
    value: (s) => formatUsd(s.totalEarnings),
    lines: () => ['Daily rewards credited'],
  },
  {
    title: 'Referral bonuses paid',
    icon: Gift,
    value: (s) => formatUsd(s.totalReferralBonus),
    lines: () => ['Credited to referrers'],
  },
  {
    title: 'Deposit summary',
    icon: ArrowDownToLine,
    value: (s) => `${s.confirmedDeposits} confirmed`,
    lines: (s) => [`${s.pendingDeposits} pending`, `${formatUsd(s.todayDeposits)} today`],
  },
  {
    title: 'Withdrawal summary',
    icon: ArrowUpFromLine,
    value: (s) => `${s.completedWithdrawalCount} completed`,
    lines: (s) => [
      `${formatUsd(s.completedWithdrawals)} paid out`,
      `${s.pendingWithdrawalCount} pending`,
      `${s.todayWithdrawalCount} requested today (${formatUsd(s.todayWithdrawals)})`,
    ],
  },
];

/** The admin Dashboard tab: refreshed every 30 s and on demand. */
export default function DashboardTab() {
  const stats = useAdminStats();
  const { isFetching } = stats;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Figures from the ledger and the records, refreshed every 30 s.
        </p>
        <Button variant="outline" size="sm" onClick={() => stats.refetch()} disabled={isFetching}>
          <RefreshCw className={cn(isFetching && 'animate-spin')} /> Refresh
        </Button>
      </div>
      <QueryState
        query={stats}
        errorFallback="Failed to load the dashboard"
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
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ title, icon: Icon, value, lines, tone }) => (
        <li
          key={title}
          className="rounded-xl border border-border bg-surface p-5 shadow-[var(--shadow-card)]"
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-muted-foreground">{title}</p>
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
