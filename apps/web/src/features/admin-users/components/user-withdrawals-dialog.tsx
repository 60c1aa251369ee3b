import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useUserWithdrawals } from '../api/get-user-withdrawals.ts';
import type { MemberDialogProps } from './user-deposits-dialog.tsx';

/** A member's withdrawal requests with each one's fields, 10 a page. */
export function UserWithdrawalsDialog({ userId, name, onClose }: MemberDialogProps) {
  const [page, setPage] = useState(1);
  const query = useUserWithdrawals(userId, page);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Withdrawals of ${name}`} size="lg">
      <QueryState
        query={query}
        labelError
        errorTitle="Failed to load withdrawals"
        empty="No withdrawals found"
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <ul className="divide-y divide-border" aria-label="Withdrawals">
            {data.data.map((withdrawal) => (
              <li key={withdrawal.id} className="space-y-1 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatUsd(withdrawal.amount)}</span>
                  <StatusBadge status={withdrawal.status} />
                  <span className="text-muted-foreground">
                    {withdrawal.currency} · {withdrawal.network}
                  </span>
                </div>
                <p className="font-mono text-xs break-all">{withdrawal.walletAddress}</p>
                <p className="text-muted-foreground">
                  Fee {formatUsd(withdrawal.fee)} · Net {formatUsd(withdrawal.netAmount)} · Requested{' '}
                  {formatDateTime(withdrawal.createdAt)} · Updated {formatDateTime(withdrawal.updatedAt)}
                </p>
                {withdrawal.adminNotes && <p>Notes: {withdrawal.adminNotes}</p>}
                {withdrawal.transactionHash && (
                  <p className="font-mono text-xs break-all">Tx: {withdrawal.transactionHash}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Pager
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
        pageButtons={3}
        className="mt-3"
      />
    </Dialog>
  );
}
