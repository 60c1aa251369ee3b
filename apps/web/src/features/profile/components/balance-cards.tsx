import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { stats } = props;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t`Balances`}>
      <MoneyCard
        label={t`Account Balance`}
        hint={t`Deposited funds, spendable on VIP levels`}
        icon={Wallet}
        value={stats?.balance}
        highlight
      >
        <Button size="sm" onClick={props.onDeposit}>
          <ArrowDownToLine /> <Trans>Deposit</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={props.onWithdraw}>
          <ArrowUpFromLine /> <Trans>Withdraw</Trans>
        </Button>
      </MoneyCard>
      <MoneyCard
        label={t`Total Deposits`}
        hint={t`All confirmed deposits`}
        icon={ArrowDownToLine}
        value={stats?.totalDeposits}
      >
        <Button size="sm" variant="outline" onClick={props.onDepositHistory}>
          <History /> <Trans>View history</Trans>
        </Button>
      </MoneyCard>
      {props.taskCard}
      <MoneyCard
        label={t`Referral Bonus`}
        hint={t`Bonuses from members you invited`}
        icon={Gift}
        value={stats?.totalReferralBonus}
      >
        <Button asChild size="sm" variant="outline">
          <Link to="/invite">
            <Users /> <Trans>Invite friends</Trans>
          </Link>
        </Button>
      </MoneyCard>
      <MoneyCard
        label={t`Total Withdrawn`}
        hint={t`Earnings paid out to you`}
        icon={ArrowUpFromLine}
        value={stats?.totalWithdrawn}
      >
        <Button size="sm" variant="outline" onClick={props.onWithdrawalHistory}>
          <History /> <Trans>View history</Trans>
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
