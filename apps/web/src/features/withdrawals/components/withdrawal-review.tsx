import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalOption } from '@nova/contracts';
import { ArrowLeft, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime, formatUsdFixed } from '@/lib/format.ts';
import { usePreviewWithdrawalFee } from '../api/preview-withdrawal-fee.ts';
import { methodLabel, processingTimeText } from './withdrawal-form-parts.tsx';
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
  const { t } = useLingui();
  const { data: fee } = usePreviewWithdrawalFee({
    amount: request.amount,
    network: method.network,
    currency: method.currency,
  });
  const locked = lockedUntil !== null && new Date(lockedUntil).getTime() > Date.now();
  const unlock = locked && lockedUntil ? formatDateTime(lockedUntil) : '';
  const processing = processingTimeText(method.processingTime);
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'method', label: t`Method`, value: methodLabel(method) },
    { key: 'address', label: t`Wallet address`, value: request.walletAddress },
    { key: 'amount', label: t`Amount`, value: formatUsdFixed(request.amount, 4) },
    { key: 'fee', label: t`Fee`, value: fee ? formatUsdFixed(fee.fee, 4) : '…' },
    { key: 'net', label: t`You receive`, value: fee ? formatUsdFixed(fee.net, 4) : '…' },
    {
      key: 'when',
      label: t`When`,
      value: locked
        ? t`Withdrawals unlock at ${unlock}`
        : t`Held from your balance now; sent ${processing} after approval`,
    },
  ];
  return (
    <section aria-label={t`Review your withdrawal`} className="space-y-4">
      <h3 className="text-sm font-semibold">
        <Trans>Review your withdrawal</Trans>
      </h3>
      {fee ? (
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-lg border border-border p-3 text-sm">
          {rows.map(({ key, label, value }) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd
                className={key === 'address' ? 'font-mono text-xs break-all' : 'font-medium tabular-nums'}
                data-testid={key === 'net' ? 'review-net' : undefined}
              >
                {key === 'address' ? <bdi dir="ltr">{value}</bdi> : value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
      {locked && (
        <Alert tone="warning">
          <p>
            <Trans>Withdrawals are locked for 24 hours after a password or email change.</Trans>
          </p>
        </Alert>
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>Check the address: a transfer to a wrong address cannot be reversed.</Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          <ArrowLeft className="rtl:-scale-x-100" /> <Trans>Back</Trans>
        </Button>
        <Button onClick={onConfirm} disabled={submitting || !fee || locked}>
          {submitting ? <Spinner /> : <Send />}
          {submitting ? <Trans>Submitting...</Trans> : <Trans>Confirm withdrawal</Trans>}
        </Button>
      </div>
    </section>
  );
}
