import { type Withdrawal, type WithdrawalStatus, withdrawalStatuses } from '@nova/contracts';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd, shortHex } from '@/lib/format.ts';
import { useWithdrawalHistory } from '../api/get-withdrawal-history.ts';
import { methodLabel } from './withdrawal-form-parts.tsx';

const PAGE_SIZE = 10;

/** The member's withdrawals, newest first, filterable by every status. */
export function WithdrawalHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Withdrawal History" size="lg">
      {open && <WithdrawalHistory />}
    </Dialog>
  );
}

function WithdrawalHistory() {
  const filterId = useId();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const history = useWithdrawalHistory({
    page,
    limit: PAGE_SIZE,
    status: status || undefined,
  });
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium">
          Status
        </label>
        <Select
          id={filterId}
          className="w-44"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as WithdrawalStatus | '');
            setPage(1);
          }}
        >
          <option value="">All</option>
          {withdrawalStatuses.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={history}
        errorFallback="Failed to load withdrawal history"
        loading={<Skeleton className="h-40 w-full" />}
        isEmpty={({ data }) => data.length === 0}
        empty="No withdrawals found"
      >
        {({ data }) => (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Withdrawals">
            {data.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
        )}
      </QueryState>
      <Pager pagination={history.data?.pagination} page={page} onPageChange={setPage} />
    </div>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <li className="space-y-1.5 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{formatUsd(withdrawal.amount)}</span>
        <StatusBadge status={withdrawal.status} />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>{methodLabel(withdrawal)}</span>
        <span>
          Fee {formatUsd(withdrawal.fee)} · you receive {formatUsd(withdrawal.netAmount)}
        </span>
        <span>{withdrawal.source === 'DEPOSIT' ? 'From deposits' : 'From earnings'}</span>
        <span title={withdrawal.walletAddress} className="font-mono">
          To {shortHex(withdrawal.walletAddress)}
        </span>
        <span>{formatDateTime(withdrawal.createdAt)}</span>
      </div>
      {withdrawal.transactionHash && (
        <p className="font-mono text-xs break-all text-muted-foreground">
          Payout {withdrawal.transactionHash}
        </p>
      )}
      {withdrawal.adminNotes && <p className="text-xs">Note: {withdrawal.adminNotes}</p>}
    </li>
  );
}
