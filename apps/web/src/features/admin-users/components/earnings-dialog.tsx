import { type EarningsDateFilter, type EarningsSort, earningsDateFilters } from '@nova/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useDailyEarnings } from '../api/get-daily-earnings.ts';
import type { MemberDialogProps } from './user-deposits-dialog.tsx';

/** The chart library loads with the first chart shown, not with the dialog. */
const EarningsChart = lazy(() => import('./earnings-chart.tsx'));

const filterLabels: Record<EarningsDateFilter, string> = {
  all: 'All time',
  week: 'Last 7 days',
  month: 'Last 30 days',
  year: 'Last year',
};

/** The member's daily rewards. */
export default function EarningsDialog({ userId, name, onClose }: MemberDialogProps) {
  const id = useId();
  const [dateFilter, setDateFilter] = useState<EarningsDateFilter>('all');
  const [sortBy, setSortBy] = useState<EarningsSort>('date');
  const [page, setPage] = useState(1);
  const [showChart, setShowChart] = useState(true);
  const query = useDailyEarnings(userId, { page, limit: 20, dateFilter, sortBy });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Daily earnings of ${name}`} size="xl">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor={`${id}-period`} className="block text-sm font-medium">
              Period
            </label>
            <Select
              id={`${id}-period`}
              value={dateFilter}
              onChange={(event) => {
                setDateFilter(event.target.value as EarningsDateFilter);
                setPage(1);
              }}
            >
              {earningsDateFilters.map((value) => (
                <option key={value} value={value}>
                  {filterLabels[value]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
              Sort by
            </label>
            <Select
              id={`${id}-sort`}
              value={sortBy}
              onChange={(event) => {
                setSortBy(event.target.value as EarningsSort);
                setPage(1);
              }}
            >
              <option value="date">Date</option>
              <option value="amount">Amount</option>
            </Select>
          </div>
          <Button variant="outline" size="sm" onClick={() => setShowChart((shown) => !shown)}>
            {showChart ? 'Hide chart' : 'Show chart'}
          </Button>
        </div>
        <QueryState query={query} labelError errorTitle="Failed to load earnings data">
          {(data) => (
            <div className="space-y-4">
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {(
                  [
                    ['Total earnings', formatUsd(data.summary.totalEarnings)],
                    ['Average daily', formatUsd(data.summary.averageDailyEarnings)],
                    ['Highest day', formatUsd(data.summary.maxEarnings)],
                    ['Total days', String(data.summary.totalDays)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-lg border border-border p-3">
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              {showChart && (
                <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                  <EarningsChart data={data.chartData} />
                </Suspense>
              )}
              {data.transactions.length === 0 ? (
                <p className="py-4 text-center text-sm text-muted-foreground">No earnings found</p>
              ) : (
                <ul className="divide-y divide-border text-sm" aria-label="Daily VIP Earnings">
                  {data.transactions.map((row) => (
                    <li key={row.id} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="font-medium">Daily VIP Earnings</span>
                      <span className="font-mono text-xs text-muted-foreground">…{row.id.slice(-8)}</span>
                      <span className="text-muted-foreground">{formatDateTime(row.createdAt)}</span>
                      <span className="ml-auto font-semibold text-success tabular-nums">
                        +{formatUsd(row.amount)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Pager pagination={data.pagination} page={page} onPageChange={setPage} />
            </div>
          )}
        </QueryState>
      </div>
    </Dialog>
  );
}
