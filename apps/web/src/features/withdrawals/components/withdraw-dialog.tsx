import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Withdraw Funds`} size="lg">
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
  const { t, i18n } = useLingui();
  const options = useWithdrawalOptions();
  if (!getToken())
    return (
      <Alert tone="danger">
        <Trans>Not authenticated</Trans>
      </Alert>
    );
  const loading = <Skeleton className="h-96 w-full" />;
  return (
    <QueryState query={options} errorFallback={t`Failed to load withdrawal options`} loading={loading}>
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
                <LockedUntil date={lockedUntil} />
              </Alert>
            ) : data.isWithdrawalEnabled ? (
              <WithdrawalForm options={data} stats={stats} lockedUntil={lockedUntil} onDone={onDone} />
            ) : (
              <Alert tone="warning">{i18n._(WITHDRAWALS_PAUSED_MESSAGE)}</Alert>
            )}
            <Button variant="ghost" size="sm" onClick={onShowHistory}>
              <History /> <Trans>Withdrawal history</Trans>
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

function LockedUntil({ date }: { date: string }) {
  const until = formatDateTime(date);
  return <Trans>Withdrawals are locked until {until} after a password or email change.</Trans>;
}

function BalanceBreakdown({ stats }: { stats: WalletStats }) {
  const { i18n } = useLingui();
  const rows: { label: MessageDescriptor; value: string; hint: MessageDescriptor }[] = [
    {
      label: msg`Withdrawable earnings`,
      value: stats.withdrawable,
      hint: msg`Earnings and referral bonuses`,
    },
    { label: msg`Unspent deposits`, value: stats.balance, hint: msg`May be taken back as a refund` },
    {
      label: msg`On hold`,
      value: formatMicros(toMicros(stats.heldEarnings) + toMicros(stats.heldDeposit)),
      hint: msg`Requested, waiting for payout`,
    },
  ];
  return (
    <dl className="grid gap-2 sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label.id} className="rounded-lg border border-border bg-surface-muted/60 p-3">
          <dt className="text-xs text-muted-foreground">{i18n._(row.label)}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatUsd(row.value)}</dd>
          <dd className="text-xs text-muted-foreground">{i18n._(row.hint)}</dd>
        </div>
      ))}
    </dl>
  );
}
