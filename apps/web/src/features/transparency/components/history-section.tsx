import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';
import { useTransparencyHistory } from '../api/get-transparency-history.ts';

const HistoryChart = lazy(() => import('./history-chart.tsx'));

/** Coverage and the rewards pool over the last 90 days, from the daily snapshots. */
export function HistorySection() {
  const { data, isError } = useTransparencyHistory(90);
  const snapshots = data?.snapshots ?? [];
  const latest = snapshots.at(-1);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Over time</CardTitle>
        <CardDescription>
          Recorded once a day from the ledger: coverage of member balances (×) and the rewards pool (USD),
          last 90 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">The history could not be loaded.</p>
        ) : !data ? (
          <Skeleton className="h-64 rounded-lg" />
        ) : snapshots.length < 2 ? (
          <p className="text-sm text-muted-foreground">
            {latest
              ? `One day recorded so far (${formatDate(latest.readAt)}): the chart starts once there are two.`
              : 'Nothing recorded yet: the first daily snapshot is taken shortly after start-up.'}
          </p>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-64 rounded-lg" />}>
              <HistoryChart snapshots={snapshots} />
            </Suspense>
            <p className="sr-only">
              {`From ${formatDate(snapshots[0]?.readAt ?? '')} to ${formatDate(latest?.readAt ?? '')}: pool ${formatUsd(
                snapshots[0]?.rewardsPool ?? '0',
              )} to ${formatUsd(latest?.rewardsPool ?? '0')}.`}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
