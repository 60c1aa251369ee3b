import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useWithdrawalHistory } from '../api/get-withdrawal-history.ts';
import { methodLabel } from './withdrawal-form-parts.tsx';

/** The profile's preview of the latest five withdrawals, with the full history a click away. */
export function RecentWithdrawals({ onShowHistory }: { onShowHistory: () => void }) {
  const { t } = useLingui();
  const latest = useWithdrawalHistory({ page: 1, limit: 5 });
  return (
    <Card aria-labelledby="recent-withdrawals-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle id="recent-withdrawals-heading">
          <Trans>Recent withdrawals</Trans>
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onShowHistory}>
          <History /> <Trans>View all</Trans>
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={latest}
          errorFallback={t`Failed to load withdrawal history`}
          loading={<Skeleton className="h-32 w-full" />}
          isEmpty={({ data }) => data.length === 0}
          empty={
            <p className="py-6 text-center text-sm text-muted-foreground">
              <Trans>No withdrawal history yet</Trans>
            </p>
          }
        >
          {({ data }) => (
            <ul className="divide-y divide-border" aria-label={t`Recent withdrawals`}>
              {data.map((withdrawal) => (
                <li key={withdrawal.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <div className="min-w-0">
                    <p className="font-semibold tabular-nums">{formatUsd(withdrawal.amount)}</p>
                    <p className="text-xs text-muted-foreground">
                      {methodLabel(withdrawal)} · {formatDateTime(withdrawal.createdAt)}
                    </p>
                  </div>
                  <StatusBadge status={withdrawal.status} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
