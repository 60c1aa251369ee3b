import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDateTime, formatUsd, shortHex } from '@/lib/format.ts';
import { useUserDeposits } from '../api/get-user-deposits.ts';

export interface MemberDialogProps {
  userId: string;
  name: string;
  onClose: () => void;
}

/** A member's deposits, 10 a page with 3 page buttons. */
export function UserDepositsDialog({ userId, name, onClose }: MemberDialogProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useUserDeposits(userId, page);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Deposits of ${name}`} size="lg">
      <QueryState
        query={query}
        labelError
        errorTitle={t`Failed to load deposits`}
        empty={t`No deposits found`}
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <ul className="divide-y divide-border" aria-label={t`Deposits`}>
            {data.data.map((deposit) => (
              <li key={deposit.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
                <span className="font-semibold tabular-nums">{formatUsd(deposit.amount)}</span>
                <StatusBadge status={deposit.status} />
                <span className="text-muted-foreground">
                  {deposit.currency} · {deposit.network ?? 'BTC'}
                </span>
                {deposit.transactionHash && (
                  <span className="font-mono text-xs" title={deposit.transactionHash} dir="ltr">
                    {shortHex(deposit.transactionHash, 10, 8)}
                  </span>
                )}
                <span className="ms-auto text-muted-foreground">{formatDateTime(deposit.createdAt)}</span>
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
