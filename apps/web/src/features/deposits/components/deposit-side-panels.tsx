import { History } from 'lucide-react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDepositHistory } from '../api/get-deposit-history.ts';
import { useDetectionStatus } from '../api/get-detection-status.ts';
import { usePendingCount } from '../api/get-pending-count.ts';
import { DepositList } from './deposit-list.tsx';

/** The pending-deposits count card; a failed read says so with Retry rather than an endless '…'. */
export function PendingCountCard() {
  const pending = usePendingCount();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending deposits</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={pending}
          errorTitle="Failed to load deposits"
          errorFallback="Please try again later"
          loading={<Skeleton className="h-9 w-12" />}
        >
          {({ pendingCount }) => (
            <p className="text-3xl font-semibold" data-testid="pending-count">
              {pendingCount}
            </p>
          )}
        </QueryState>
        <p className="text-xs text-muted-foreground">Waiting for confirmations or an administrator</p>
      </CardContent>
    </Card>
  );
}

/** Recent Deposits: the latest 5, with the full history one click away. */
export function RecentDeposits({ onShowAll }: { onShowAll: () => void }) {
  const recent = useDepositHistory({ page: 1, limit: 5 });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Recent Deposits</CardTitle>
        <Button variant="ghost" size="sm" onClick={onShowAll}>
          <History /> View all
        </Button>
      </CardHeader>
      <CardContent className="pt-2">
        <QueryState
          query={recent}
          errorTitle="Error loading deposit history"
          errorFallback="Please try again later"
          loading={<Skeleton className="h-32 w-full" />}
        >
          {({ data }) => <DepositList deposits={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** Automatic detection: how far each network has been read, so a member knows what to expect. */
export function DetectionStatusCard() {
  const { data } = useDetectionStatus();
  if (!data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Automatic detection</CardTitle>
        <CardDescription>
          {data.personalAddresses
            ? 'Transfers to your personal address are credited without a hash.'
            : 'Transfers are matched when you submit their hash.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-xs">
          {data.networks.map((row) => (
            <li key={row.network} className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{row.name}</span>
              <span className="text-muted-foreground">
                {row.state === 'not-started'
                  ? 'Starting'
                  : row.state === 'error'
                    ? 'Temporarily unavailable'
                    : `Block ${row.lastScannedBlock} of ${row.headBlock}`}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** How deposits work, and the step-by-step instructions (collapsible). */
export function HowDepositsWork({ minimum }: { minimum: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How deposits work</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ol className="list-decimal space-y-1 pl-5">
          <li>Choose USDT or USDC and the network (BEP20 or Polygon).</li>
          <li>Send at least {minimum} to the address shown, from any wallet or exchange.</li>
          <li>
            Paste the transaction hash, or simply wait: transfers to your personal address are found
            automatically.
          </li>
          <li>Your balance is credited once the transfer has enough confirmations.</li>
        </ol>
        <details className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer font-medium">Instructions</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            <li>
              Send only USDT or USDC, and only on the network you selected; other tokens cannot be credited.
            </li>
            <li>The amount credited is exactly the amount that arrives on chain.</li>
            <li>
              Transfers to the shared company address are confirmed by an administrator unless you proved the
              sending address on your profile (Sender addresses).
            </li>
            <li>Exchanges often show the hash as TxID in the withdrawal details.</li>
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
