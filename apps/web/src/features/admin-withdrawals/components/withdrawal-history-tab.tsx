import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The filter's words for each status: the status badges' words. */
const statusLabels: Record<WithdrawalStatus, MessageDescriptor> = {
  PENDING: msg({ message: 'Pending', context: 'status' }),
  APPROVED: msg({ message: 'Approved', context: 'status' }),
  COMPLETED: msg({ message: 'Completed', context: 'status' }),
  REJECTED: msg({ message: 'Rejected', context: 'status' }),
  FAILED: msg({ message: 'Failed', context: 'status' }),
};

/** Withdrawal History: search, status filter, stats tiles, list, pagination. */
export default function WithdrawalHistoryTab() {
  const { t, i18n } = useLingui();
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
            <Trans>Search</Trans>
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              className="ps-9"
              placeholder={t`Member, email, phone, address or hash`}
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
            <Trans>Status</Trans>
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
            <option value="">{t`All`}</option>
            {withdrawalStatuses.map((value) => (
              <option key={value} value={value}>
                {i18n._(statusLabels[value])}
              </option>
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
        errorFallback={t`Failed to load withdrawals`}
        labelError
        loading={<Skeleton className="h-64 w-full rounded-xl" />}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <p className="py-10 text-center text-sm text-muted-foreground">
            <Trans>No withdrawals found</Trans>
          </p>
        }
      >
        {({ data }) => (
          <ul className="space-y-3" aria-label={t`Withdrawal history`}>
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
  const { t } = useLingui();
  const tiles: [string, string][] = [
    [t`Requests`, String(stats.totalCount)],
    [t`Pending`, String(stats.pendingCount)],
    [t`Approved`, String(stats.approvedCount)],
    [t`Completed`, String(stats.completedCount)],
    [t`Rejected / failed`, `${stats.rejectedCount} / ${stats.failedCount}`],
    [t`On hold`, formatUsd(stats.heldAmount)],
    [t`Paid out (net)`, formatUsd(stats.completedNetAmount)],
    [t`Fees kept`, formatUsd(stats.completedFeeAmount)],
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
