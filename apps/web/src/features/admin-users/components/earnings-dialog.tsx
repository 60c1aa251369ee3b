import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const filterLabels: Record<EarningsDateFilter, MessageDescriptor> = {
  all: msg`All time`,
  week: msg`Last 7 days`,
  month: msg`Last 30 days`,
  year: msg`Last year`,
};

/** The member's daily rewards. */
export default function EarningsDialog({ userId, name, onClose }: MemberDialogProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [dateFilter, setDateFilter] = useState<EarningsDateFilter>('all');
  const [sortBy, setSortBy] = useState<EarningsSort>('date');
  const [page, setPage] = useState(1);
  const [showChart, setShowChart] = useState(true);
  const query = useDailyEarnings(userId, { page, limit: 20, dateFilter, sortBy });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Daily earnings of ${name}`} size="xl">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor={`${id}-period`} className="block text-sm font-medium">
              <Trans>Period</Trans>
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
                  {i18n._(filterLabels[value])}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
              <Trans>Sort by</Trans>
            </label>
            <Select
              id={`${id}-sort`}
              value={sortBy}
              onChange={(event) => {
                setSortBy(event.target.value as EarningsSort);
                setPage(1);
              }}
            >
              <option value="date">{t`Date`}</option>
              <option value="amount">{t`Amount`}</option>
            </Select>
          </div>
          <Button variant="outline" size="sm" onClick={() => setShowChart((shown) => !shown)}>
            {showChart ? <Trans>Hide chart</Trans> : <Trans>Show chart</Trans>}
          </Button>
        </div>
        <QueryState query={query} labelError errorTitle={t`Failed to load earnings data`}>
          {(data) => (
            <div className="space-y-4">
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {(
                  [
                    [t`Total earnings`, formatUsd(data.summary.totalEarnings)],
                    [t`Average daily`, formatUsd(data.summary.averageDailyEarnings)],
                    [t`Highest day`, formatUsd(data.summary.maxEarnings)],
                    [t`Total days`, String(data.summary.totalDays)],
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
                <p className="py-4 text-center text-sm text-muted-foreground">
                  <Trans>No earnings found</Trans>
                </p>
              ) : (
                <ul className="divide-y divide-border text-sm" aria-label={t`Daily VIP Earnings`}>
                  {data.transactions.map((row) => (
                    <li key={row.id} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="font-medium">
                        <Trans>Daily VIP Earnings</Trans>
                      </span>
                      <span className="font-mono text-xs text-muted-foreground" dir="ltr">
                        …{row.id.slice(-8)}
                      </span>
                      <span className="text-muted-foreground">{formatDateTime(row.createdAt)}</span>
                      <span className="ms-auto font-semibold text-success tabular-nums" dir="ltr">
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
