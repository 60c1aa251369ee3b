import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';
import { useTransparencyHistory } from '../api/get-transparency-history.ts';

const HistoryChart = lazy(() => import('./history-chart.tsx'));

/**
 * Coverage and the rewards pool over the last 90 days, from the daily snapshots. The answer is drawn
 * in a background render, in slices, as `QueryState` draws one.
 */
export function HistorySection() {
  const { t } = useLingui();
  const history = useTransparencyHistory(90);
  const data = useDeferredValue(history.data);
  const { isError } = history;
  const snapshots = data?.snapshots ?? [];
  const latest = snapshots.at(-1);
  const from = formatDate(snapshots[0]?.readAt ?? '');
  const to = formatDate(latest?.readAt ?? '');
  const poolFrom = formatUsd(snapshots[0]?.rewardsPool ?? '0');
  const poolTo = formatUsd(latest?.rewardsPool ?? '0');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Over time</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Recorded once a day from the ledger: coverage of member balances (×) and the rewards pool (USD),
            last 90 days.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-muted-foreground">
            <Trans>The history could not be loaded.</Trans>
          </p>
        ) : !data ? (
          <Skeleton className="h-64 rounded-lg" />
        ) : snapshots.length < 2 ? (
          <p className="text-sm text-muted-foreground">
            {latest
              ? t`One day recorded so far (${to}): the chart starts once there are two.`
              : t`Nothing recorded yet: the first daily snapshot is taken shortly after start-up.`}
          </p>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-64 rounded-lg" />}>
              <HistoryChart snapshots={snapshots} />
            </Suspense>
            <p className="sr-only">
              <Trans>
                From {from} to {to}: pool {poolFrom} to {poolTo}.
              </Trans>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
