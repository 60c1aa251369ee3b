import { type WithdrawalStats, type WithdrawalStatus, withdrawalStatuses } from '@nova/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { queryString } from '@/lib/download.ts';
import { formatUsd } from '@/lib/format.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { WithdrawalDetails } from './withdrawal-details.tsx';

const PAGE_SIZE = 20;

/** Withdrawal History: search, status filter, stats tiles, list, pagination. */
export default function WithdrawalHistoryTab() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const history = useWithdrawals({
    page,
    limit: PAGE_SIZE,
    status: status || undefined,
    search: settledSearch || undefined,
  });
  return (
    <div className="space-y-4">
      {history.data && <StatsTiles stats={history.data.stats} />}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1.5">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            Search
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              className="pl-9"
              placeholder="Member, email, phone, address or hash"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            Status
          </label>
          <Select
            id={`${id}-status`}
            className="w-44"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as WithdrawalStatus | '');
              setPage(1);
            }}
          >
            <option value="">All</option>
            {withdrawalStatuses.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </Select>
        </div>
        <ExportCsvButton
          path={`/admin/withdrawals/export${queryString({ search: settledSearch, status: status || undefined })}`}
          name="withdrawals"
        />
      </div>
      <QueryState
        query={history}
        errorFallback="Failed to load withdrawals"
        labelError
        loading={<Skeleton className="h-64 w-full rounded-xl" />}
        isEmpty={({ data }) => data.length === 0}
        empty={<p className="py-10 text-center text-sm text-muted-foreground">No withdrawals found</p>}
      >
        {({ data }) => (
          <ul className="space-y-3" aria-label="Withdrawal history">
            {data.map((withdrawal) => (
              <li key={withdrawal.id}>
                <Card>
                  <CardContent>
                    <WithdrawalDetails withdrawal={withdrawal} />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Pager pagination={history.data?.pagination} page={page} onPageChange={setPage} showTotal />
    </div>
  );
}

function StatsTiles({ stats }: { stats: WithdrawalStats }) {
  const tiles: [string, string][] = [
    ['Requests', String(stats.totalCount)],
    ['Pending', String(stats.pendingCount)],
    ['Approved', String(stats.approvedCount)],
    ['Completed', String(stats.completedCount)],
    ['Rejected / failed', `${stats.rejectedCount} / ${stats.failedCount}`],
    ['On hold', formatUsd(stats.heldAmount)],
    ['Paid out (net)', formatUsd(stats.completedNetAmount)],
    ['Fees kept', formatUsd(stats.completedFeeAmount)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border bg-surface p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
