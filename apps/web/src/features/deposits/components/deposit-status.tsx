import type { Deposit } from '@nova/contracts';
import { ExternalLink } from 'lucide-react';
import { StatusBadge } from '@/components/status-badge.tsx';

/** Deposit status, in the app's one status vocabulary (an unknown one reads Pending). */
export function DepositStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}

/** Where the deposit stands: detected → confirming n of N → credited (rule 20). */
export function progressText(deposit: Deposit): string {
  switch (deposit.progress) {
    case 'credited':
      return 'Confirmed: credited to your balance';
    case 'confirming':
      return `Confirming: ${deposit.confirmations} of ${deposit.confirmationsRequired ?? '?'} confirmations`;
    case 'awaiting-review':
      return 'Confirmed on chain; waiting for an administrator (sent to the shared address)';
    case 'awaiting-block':
      return 'Detected; waiting for the transaction to be in a block';
    case 'awaiting-payment':
      return 'Waiting for your payment at the checkout';
    case 'failed':
      return deposit.adminNotes ?? 'Not credited';
    case 'expired':
      return deposit.adminNotes ?? 'Expired without a matching transfer';
  }
}

export function DepositProgress({ deposit }: { deposit: Deposit }) {
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
          aria-label="Confirmations"
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
          View on the block explorer <ExternalLink className="size-3" aria-hidden />
        </a>
      )}
      {deposit.checkoutUrl && (
        <a
          href={deposit.checkoutUrl}
          className="text-xs font-medium text-primary underline underline-offset-4"
        >
          Open the checkout
        </a>
      )}
    </div>
  );
}
