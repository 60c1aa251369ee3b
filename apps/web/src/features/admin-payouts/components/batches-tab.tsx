import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PersonName } from '@/components/person-name.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd, shortHex } from '@/lib/format.ts';
import { useWithdrawalBatches } from '../api/get-withdrawal-batches.ts';
import { BatchDetailDialog } from './batch-detail-dialog.tsx';
import { UnmatchedPayouts } from './unmatched-payouts.tsx';
import { UnpaidPayouts } from './unpaid-payouts.tsx';

/** Payout batches: what is left to pay, the batches made, and transfers that paid nothing. */
export default function BatchesTab() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const batches = useWithdrawalBatches(page);
  return (
    <div className="space-y-6">
      <UnpaidPayouts onCreated={setOpenId} />
      <section aria-labelledby="batches-heading" className="space-y-2">
        <h2 id="batches-heading" className="text-sm font-semibold">
          <Trans>Batches</Trans>
        </h2>
        <QueryState
          query={batches}
          errorFallback={t`Failed to load batches`}
          labelError
          loading={<Skeleton className="h-40 w-full rounded-xl" />}
          isEmpty={({ data }) => data.length === 0}
          empty={
            <p className="py-8 text-center text-sm text-muted-foreground">
              <Trans>No batches yet</Trans>
            </p>
          }
        >
          {({ data }) => (
            <div className="overflow-x-auto rounded-xl border border-border">
              <table className="w-full text-sm" aria-label={t`Withdrawal batches`}>
                <thead className="bg-surface-muted text-start text-xs text-muted-foreground">
                  <tr>
                    {[
                      t`Status`,
                      t`Network`,
                      t`Token`,
                      t`Count`,
                      t`Total`,
                      t`Created by`,
                      t`Hash`,
                      t`Completed`,
                      '',
                    ].map((label) => (
                      <th key={label} className="px-3 py-2 font-medium">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.map((batch) => (
                    <tr key={batch.id} className="border-t border-border">
                      <td className="px-3 py-2">
                        <StatusBadge status={batch.status} />
                      </td>
                      <td className="px-3 py-2">{batch.network}</td>
                      <td className="px-3 py-2">{batch.token}</td>
                      <td className="px-3 py-2 tabular-nums">{batch.count}</td>
                      <td className="px-3 py-2 tabular-nums">{formatUsd(batch.totalAmount)}</td>
                      <td className="px-3 py-2">
                        <PersonName>{batch.createdBy.fullName ?? '—'}</PersonName>
                        <span className="block text-xs text-muted-foreground">
                          {formatDateTime(batch.createdAt)}
                        </span>
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">
                        <bdi dir="ltr">
                          {batch.transactionHashes.map((hash) => shortHex(hash)).join(', ') || '—'}
                        </bdi>
                      </td>
                      <td className="px-3 py-2 tabular-nums">
                        {batch.completedCount} / {batch.count}
                      </td>
                      <td className="px-3 py-2 text-end">
                        <Button size="sm" variant="outline" onClick={() => setOpenId(batch.id)}>
                          <Trans context="action">Open</Trans>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
        <Pager pagination={batches.data?.pagination} page={page} onPageChange={setPage} />
      </section>
      <UnmatchedPayouts />
      {openId && <BatchDetailDialog batchId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
