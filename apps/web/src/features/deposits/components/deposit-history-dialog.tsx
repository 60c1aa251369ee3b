import type { Deposit, DepositStatus } from '@nova/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDepositHistory } from '../api/get-deposit-history.ts';
import { DepositList } from './deposit-list.tsx';
import { EditHashForm } from './edit-hash-form.tsx';

const statuses: DepositStatus[] = ['PENDING', 'CONFIRMED', 'FAILED', 'EXPIRED'];

/**
 * The deposit history: opened from /deposit and the dashboard (the profile page
 * reuses it), filtered by status, ten a page; a PENDING deposit's hash can be corrected.
 */
export function DepositHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [page, setPage] = useState(1);
  const history = useDepositHistory({ page, limit: 10, status: status || undefined });
  const pagination = history.data?.pagination;
  const editable = (deposit: Deposit) =>
    deposit.status === 'PENDING' && deposit.source === 'HASH_CLAIM' ? (
      <EditHashForm deposit={deposit} />
    ) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Deposit history" size="lg">
      <div className="space-y-4">
        <div className="flex items-center gap-3 text-sm">
          <label htmlFor="history-status" className="font-medium">
            Status
          </label>
          <Select
            id="history-status"
            className="w-44"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as DepositStatus | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {value.charAt(0) + value.slice(1).toLowerCase()}
              </option>
            ))}
          </Select>
        </div>
        <QueryState
          query={history}
          errorTitle="Error loading deposit history"
          errorFallback="Please try again later"
          loading={<Skeleton className="h-40 w-full" />}
        >
          {({ data }) => <DepositList deposits={data} action={editable} />}
        </QueryState>
        <Pager pagination={pagination} page={page} onPageChange={setPage} />
      </div>
    </Dialog>
  );
}
