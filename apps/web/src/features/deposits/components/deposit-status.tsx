import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Deposit } from '@nova/contracts';
import { ExternalLink } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge.tsx';

/** Deposit status, in the app's one status vocabulary (an unknown one reads Pending). */
export function DepositStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}

/**
 * Where the deposit stands: detected → confirming n of N → credited (rule 20). Called during
 * render, so it speaks the active language; an administrator's note is shown as written.
 */
export function progressText(deposit: Deposit): string {
  switch (deposit.progress) {
    case 'credited':
      return i18n._(msg`Confirmed: credited to your balance`);
    case 'confirming': {
      const { confirmations } = deposit;
      const required = deposit.confirmationsRequired ?? '?';
      return i18n._(msg`Confirming: ${confirmations} of ${required} confirmations`);
    }
    case 'awaiting-review':
      return i18n._(msg`Confirmed on chain; waiting for an administrator (sent to the shared address)`);
    case 'awaiting-block':
      return i18n._(msg`Detected; waiting for the transaction to be in a block`);
    case 'dropped':
      return i18n._(
        msg`Dropped: the network reorganised and the transaction left its block; credited only if it is mined again`,
      );
    case 'awaiting-payment':
      return i18n._(msg`Waiting for your payment at the checkout`);
    case 'failed':
      return deposit.adminNotes ?? i18n._(msg`Not credited`);
    case 'expired':
      return deposit.adminNotes ?? i18n._(msg`Expired without a matching transfer`);
  }
}

export function DepositProgress({ deposit }: { deposit: Deposit }) {
  const { t } = useLingui();
  const required = deposit.confirmationsRequired ?? 0;
  const percent =
    deposit.progress === 'credited' || deposit.progress === 'awaiting-review'
      ? 100
      : required > 0
        ? Math.min(100, Math.round((deposit.confirmations * 100) / required))
        : 0;
  return (
    <div className="space-y-1.5">
      <p className="text-xs text-muted-foreground">{progressText(deposit)}</p>
      {deposit.depositType === 'USDT' && (deposit.status === 'PENDING' || deposit.status === 'CONFIRMED') && (
        <div
          className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
          role="progressbar"
          aria-label={t`Confirmations`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
      )}
      {deposit.explorerUrl && (
        <a
          href={deposit.explorerUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline underline-offset-4"
        >
          <Trans>View on the block explorer</Trans> <ExternalLink className="size-3" aria-hidden />
        </a>
      )}
      {deposit.checkoutUrl && (
        <a
          href={deposit.checkoutUrl}
          className="text-xs font-medium text-primary underline underline-offset-4"
        >
          <Trans>Open the checkout</Trans>
        </a>
      )}
    </div>
  );
}
