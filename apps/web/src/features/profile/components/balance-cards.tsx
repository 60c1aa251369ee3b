import type { WalletStats } from '@nova/contracts';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Gift,
  History,
  type LucideIcon,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { formatUsd } from '@/lib/format.ts';

interface BalanceCardsProps {
  stats: WalletStats | undefined;
  onDeposit: () => void;
  onWithdraw: () => void;
  onDepositHistory: () => void;
  onWithdrawalHistory: () => void;
  /** The Daily Task Earnings card, which belongs to the tasks feature. */
  taskCard: ReactNode;
}

/** The profile's money cards, each with the action that belongs to it. */
export function BalanceCards(props: BalanceCardsProps) {
  const { stats } = props;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Balances">
      <MoneyCard
        label="Account Balance"
        hint="Deposited funds, spendable on VIP levels"
        icon={Wallet}
        value={stats?.balance}
        highlight
      >
        <Button size="sm" onClick={props.onDeposit}>
          <ArrowDownToLine /> Deposit
        </Button>
        <Button size="sm" variant="outline" onClick={props.onWithdraw}>
          <ArrowUpFromLine /> Withdraw
        </Button>
      </MoneyCard>
      <MoneyCard
        label="Total Deposits"
        hint="All confirmed deposits"
        icon={ArrowDownToLine}
        value={stats?.totalDeposits}
      >
        <Button size="sm" variant="outline" onClick={props.onDepositHistory}>
          <History /> View history
        </Button>
      </MoneyCard>
      {props.taskCard}
      <MoneyCard
        label="Referral Bonus"
        hint="Bonuses from members you invited"
        icon={Gift}
        value={stats?.totalReferralBonus}
      >
        <Button asChild size="sm" variant="outline">
          <Link to="/invite">
            <Users /> Invite friends
          </Link>
        </Button>
      </MoneyCard>
      <MoneyCard
        label="Total Withdrawn"
        hint="Earnings paid out to you"
        icon={ArrowUpFromLine}
        value={stats?.totalWithdrawn}
      >
        <Button size="sm" variant="outline" onClick={props.onWithdrawalHistory}>
          <History /> View history
        </Button>
      </MoneyCard>
    </ul>
  );
}

function MoneyCard({
  label,
  hint,
  icon: Icon,
  value,
  highlight = false,
  children,
}: {
  label: string;
  hint: string;
  icon: LucideIcon;
  value: string | undefined;
  highlight?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        'flex flex-col rounded-xl border p-5 shadow-[var(--shadow-card)]',
        highlight ? 'border-primary/30 bg-primary-soft' : 'border-border bg-surface',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <span className="flex size-8 items-center justify-center rounded-lg bg-surface-muted text-primary">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="mt-3 text-2xl font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="h-8 w-32" /> : formatUsd(value)}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{hint}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">{children}</div>
    </li>
  );
}
