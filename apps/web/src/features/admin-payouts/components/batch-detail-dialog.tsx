import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalBatch } from '@nova/contracts';
import { Download, XCircle } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatUsd, shortHex } from '@/lib/format.ts';
import { useBatchDetail } from '../hooks/use-batch-detail.ts';
import { RecordHashForm } from './record-hash-form.tsx';

/** One batch: its withdrawals and, while it is open, the two payout files and the hash form. */
export function BatchDetailDialog({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const { t } = useLingui();
  const { batch, download, doCancel, cancelling } = useBatchDetail(batchId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Withdrawal batch`} size="xl">
      <QueryState
        query={batch}
        errorFallback={t`Failed to load the batch`}
        labelError
        loading={<Skeleton className="h-64" />}
      >
        {({ batch: detail }) => (
          <div className="space-y-4 text-sm">
            <BatchSummary batch={detail} />
            {/* A closed batch has nothing left to pay: it offers no payout file (decision 034). */}
            {detail.status === 'OPEN' && (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => download('safe.json')}>
                  <Download /> <Trans>Safe file</Trans>
                </Button>
                <Button size="sm" variant="outline" onClick={() => download('payouts.csv')}>
                  <Download /> CSV
                </Button>
                {detail.transactions.length === 0 && (
                  <Button size="sm" variant="outline" onClick={doCancel} disabled={cancelling}>
                    <XCircle /> <Trans>Cancel batch</Trans>
                  </Button>
                )}
              </div>
            )}
            {detail.status === 'OPEN' && <RecordHashForm batchId={batchId} />}
            <ol
              className="divide-y divide-border rounded-xl border border-border"
              aria-label={t`Batch withdrawals`}
            >
              {detail.items.map((item) => (
                <li key={item.withdrawalId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
                  <StatusBadge status={item.status} />
                  <span className="font-medium tabular-nums">{formatUsd(item.netAmount)}</span>
                  <span className="min-w-0 font-mono text-xs break-all" dir="ltr">
                    {item.walletAddress}
                  </span>
                  {item.transactionHash && (
                    <span className="font-mono text-xs text-muted-foreground" dir="ltr">
                      {shortHex(item.transactionHash)}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}

/** The batch's status, what it pays and how much of it is done. */
function BatchSummary({ batch }: { batch: WithdrawalBatch }) {
  const { count, token, network, completedCount: completed } = batch;
  const total = formatUsd(batch.totalAmount);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StatusBadge status={batch.status} />
      <span>
        <Trans>
          {count} × {token} on {network}, <bdi dir="ltr">{total}</bdi> in all
        </Trans>
      </span>
      <span className="text-muted-foreground">
        <Trans>
          {completed} of {count} completed
        </Trans>
      </span>
    </div>
  );
}
