import type { WalletStats } from '@nova/contracts';
import { formatMicros, toMicros } from '@nova/contracts/money';
import { History } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { getToken } from '@/lib/session-token.ts';
import { useWithdrawalOptions } from '../api/get-withdrawal-options.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';
import { WITHDRAWALS_PAUSED_MESSAGE } from './withdrawals-paused.ts';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stats: WalletStats | undefined;
  onShowHistory: () => void;
  /** The member's withdrawal lock (rule 11): while it runs the dialog says until when, with no form. */
  lockedUntil?: string | null;
}

/** The Withdraw Funds dialog: both sources, the four methods, amount, address, fee preview. */
export function WithdrawDialog({
  open,
  onOpenChange,
  stats,
  onShowHistory,
  lockedUntil,
}: WithdrawDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Withdraw Funds" size="lg">
      {open && (
        <WithdrawContent
          stats={stats}
          lockedUntil={lockedUntil ?? null}
          onDone={() => onOpenChange(false)}
          onShowHistory={onShowHistory}
        />
      )}
    </Dialog>
  );
}

function WithdrawContent({
  stats,
  lockedUntil,
  onDone,
  onShowHistory,
}: {
  stats: WalletStats | undefined;
  lockedUntil: string | null;
  onDone: () => void;
  onShowHistory: () => void;
}) {
  const options = useWithdrawalOptions();
  if (!getToken()) return <Alert tone="danger">Not authenticated</Alert>;
  const loading = <Skeleton className="h-96 w-full" />;
  return (
    <QueryState query={options} errorFallback="Failed to load withdrawal options" loading={loading}>
      {(data) =>
        // The wallet figures come from the caller's query: the form waits for them as well.
        !stats ? (
          loading
        ) : (
          <div className="space-y-5">
            <BalanceBreakdown stats={stats} />
            {isLocked(lockedUntil) ? (
              // The server refuses every request until then: no form, no confirm step to be refused.
              <Alert tone="warning" data-testid="withdrawal-lock">
                Withdrawals are locked until {formatDateTime(lockedUntil)} after a password or email change.
              </Alert>
            ) : data.isWithdrawalEnabled ? (
              <WithdrawalForm options={data} stats={stats} lockedUntil={lockedUntil} onDone={onDone} />
            ) : (
              <Alert tone="warning">{WITHDRAWALS_PAUSED_MESSAGE}</Alert>
            )}
            <Button variant="ghost" size="sm" onClick={onShowHistory}>
              <History /> Withdrawal history
            </Button>
          </div>
        )
      }
    </QueryState>
  );
}

function isLocked(lockedUntil: string | null): lockedUntil is string {
  return lockedUntil !== null && new Date(lockedUntil).getTime() > Date.now();
}

function BalanceBreakdown({ stats }: { stats: WalletStats }) {
  const rows = [
    { label: 'Withdrawable earnings', value: stats.withdrawable, hint: 'Earnings and referral bonuses' },
    { label: 'Unspent deposits', value: stats.balance, hint: 'May be taken back as a refund' },
    {
      label: 'On hold',
      value: formatMicros(toMicros(stats.heldEarnings) + toMicros(stats.heldDeposit)),
      hint: 'Requested, waiting for payout',
    },
  ];
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label} className="rounded-lg border border-border bg-surface-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{row.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatUsd(row.value)}</dd>
          <dd className="text-xs text-muted-foreground">{row.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
