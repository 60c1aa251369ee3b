import { Trans, useLingui } from '@lingui/react/macro';
import type { WalletStats } from '@nova/contracts';
import { toMicros } from '@nova/contracts/money';
import { ArrowUpFromLine, History, PiggyBank } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd, formatUsdFixed } from '@/lib/format.ts';
import { useWithdrawalOptions } from '../api/get-withdrawal-options.ts';
import { WITHDRAWALS_PAUSED_MESSAGE } from './withdrawals-paused.ts';

/**
 * The inline form, with react-hook-form and the form's zod rules, loads when the balance first
 * reaches the minimum; the dialogs load when first opened, not with the dashboard (decision 011).
 */
const WithdrawalForm = lazy(async () => ({
  default: (await import('./withdrawal-form.tsx')).WithdrawalForm,
}));
const WithdrawDialog = lazy(async () => ({
  default: (await import('./withdraw-dialog.tsx')).WithdrawDialog,
}));
const WithdrawalHistoryDialog = lazy(async () => ({
  default: (await import('./withdrawal-history-dialog.tsx')).WithdrawalHistoryDialog,
}));

/**
 * The dashboard's withdrawable-balance card: the balance to 4 decimals, the
 * withdraw form once the balance reaches the minimum, the Withdraw Funds dialog and the history.
 * The wallet figures come from the page, which polls them for every card.
 */
export function WithdrawableCard({
  stats,
  lockedUntil = null,
}: {
  stats: { data: WalletStats | undefined };
  /** The member's withdrawal lock (rule 11), for the review step. */
  lockedUntil?: string | null;
}) {
  const { i18n } = useLingui();
  const options = useWithdrawalOptions();
  const [dialog, setDialog] = useState<'withdraw' | 'history' | null>(null);
  const minimum = options.data?.minimum;
  const reachesMinimum =
    stats.data !== undefined &&
    minimum !== undefined &&
    toMicros(stats.data.withdrawable) >= toMicros(minimum);

  return (
    <Card aria-labelledby="withdrawable-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id="withdrawable-heading" className="flex items-center gap-2">
            <PiggyBank className="size-4 text-primary" aria-hidden /> <Trans>Withdrawable balance</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Earnings and referral bonuses you can withdraw</Trans>
          </CardDescription>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setDialog('history')}>
            <History /> <Trans>History</Trans>
          </Button>
          <Button size="sm" onClick={() => setDialog('withdraw')}>
            <ArrowUpFromLine /> <Trans>Withdraw</Trans>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-3xl font-semibold tabular-nums" data-testid="withdrawable-balance">
          {stats.data ? formatUsdFixed(stats.data.withdrawable, 4) : <Skeleton className="h-9 w-40" />}
        </p>
        {stats.data && toMicros(stats.data.heldEarnings) > 0n && (
          <p className="text-sm text-muted-foreground">
            <OnHold amount={formatUsd(stats.data.heldEarnings)} />
          </p>
        )}
        {options.data && !options.data.isWithdrawalEnabled ? (
          <Alert tone="warning">{i18n._(WITHDRAWALS_PAUSED_MESSAGE)}</Alert>
        ) : reachesMinimum && options.data && stats.data ? (
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <WithdrawalForm options={options.data} stats={stats.data} lockedUntil={lockedUntil} />
          </Suspense>
        ) : (
          minimum && (
            <p className="text-sm text-muted-foreground">
              <Trans>
                Minimum withdrawal amount is <bdi dir="ltr">${minimum}</bdi>
              </Trans>
            </p>
          )
        )}
      </CardContent>
      <Suspense fallback={null}>
        {dialog === 'withdraw' && (
          <WithdrawDialog
            open
            onOpenChange={(open) => setDialog(open ? 'withdraw' : null)}
            stats={stats.data}
            lockedUntil={lockedUntil}
            onShowHistory={() => setDialog('history')}
          />
        )}
        {dialog === 'history' && (
          <WithdrawalHistoryDialog open onOpenChange={(open) => setDialog(open ? 'history' : null)} />
        )}
      </Suspense>
    </Card>
  );
}

function OnHold({ amount }: { amount: string }) {
  return <Trans>{amount} on hold for payout</Trans>;
}
