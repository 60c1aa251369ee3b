import type { WithdrawalOption } from '@nova/contracts';
import { ArrowLeft, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime, formatUsdFixed } from '@/lib/format.ts';
import { usePreviewWithdrawalFee } from '../api/preview-withdrawal-fee.ts';
import { methodLabel } from './withdrawal-form-parts.tsx';
import type { WithdrawalFormOutput } from './withdrawal-form-schema.ts';

interface WithdrawalReviewProps {
  request: WithdrawalFormOutput;
  method: WithdrawalOption;
  /** The 24-hour lock after a password or email change (rule 11), when it is still running. */
  lockedUntil: string | null;
  submitting: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * The review step before a withdrawal is sent: method, address, amount, fee, what
 * arrives and when the money moves, so nothing is submitted unseen.
 */
export function WithdrawalReview({
  request,
  method,
  lockedUntil,
  submitting,
  onBack,
  onConfirm,
}: WithdrawalReviewProps) {
  const { data: fee } = usePreviewWithdrawalFee({
    amount: request.amount,
    network: method.network,
    currency: method.currency,
  });
  const locked = lockedUntil !== null && new Date(lockedUntil).getTime() > Date.now();
  const rows: [string, string][] = [
    ['Method', methodLabel(method)],
    ['Wallet address', request.walletAddress],
    ['Amount', formatUsdFixed(request.amount, 4)],
    ['Fee', fee ? formatUsdFixed(fee.fee, 4) : '…'],
    ['You receive', fee ? formatUsdFixed(fee.net, 4) : '…'],
    [
      'When',
      locked
        ? `Withdrawals unlock at ${formatDateTime(lockedUntil ?? '')}`
        : `Held from your balance now; sent ${method.processingTime.toLowerCase()} after approval`,
    ],
  ];
  return (
    <section aria-label="Review your withdrawal" className="space-y-4">
      <h3 className="text-sm font-semibold">Review your withdrawal</h3>
      {fee ? (
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-lg border border-border p-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd
                className={
                  label === 'Wallet address' ? 'font-mono text-xs break-all' : 'font-medium tabular-nums'
                }
                data-testid={label === 'You receive' ? 'review-net' : undefined}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      {locked && (
        <Alert tone="warning">
          <p>Withdrawals are locked for 24 hours after a password or email change.</p>
        </Alert>
      )}
      <p className="text-xs text-muted-foreground">
        Check the address: a transfer to a wrong address cannot be reversed.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          <ArrowLeft /> Back
        </Button>
        <Button onClick={onConfirm} disabled={submitting || !fee || locked}>
          {submitting ? <Spinner /> : <Send />}
          {submitting ? 'Submitting...' : 'Confirm withdrawal'}
        </Button>
      </div>
    </section>
  );
}
