import { Trans, useLingui } from '@lingui/react/macro';
import type { DetectionStatusResponse } from '@nova/contracts';
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
  const { t } = useLingui();
  const pending = usePendingCount();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Pending deposits</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          query={pending}
          errorTitle={t`Failed to load deposits`}
          errorFallback={t`Please try again later`}
          loading={<Skeleton className="h-9 w-12" />}
        >
          {({ pendingCount }) => (
            <p className="text-3xl font-semibold" data-testid="pending-count">
              {pendingCount}
            </p>
          )}
        </QueryState>
        <p className="text-xs text-muted-foreground">
          <Trans>Waiting for confirmations or an administrator</Trans>
        </p>
      </CardContent>
    </Card>
  );
}

/** Recent Deposits: the latest 5, with the full history one click away. */
export function RecentDeposits({ onShowAll }: { onShowAll: () => void }) {
  const { t } = useLingui();
  const recent = useDepositHistory({ page: 1, limit: 5 });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <Trans>Recent Deposits</Trans>
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={onShowAll}>
          <History /> <Trans>View all</Trans>
        </Button>
      </CardHeader>
      <CardContent className="pt-2">
        <QueryState
          query={recent}
          errorTitle={t`Error loading deposit history`}
          errorFallback={t`Please try again later`}
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
        <CardTitle>
          <Trans>Automatic detection</Trans>
        </CardTitle>
        <CardDescription>
          {data.personalAddresses ? (
            <Trans>Transfers to your personal address are credited without a hash.</Trans>
          ) : (
            <Trans>Transfers are matched when you submit their hash.</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-xs">
          {data.networks.map((row) => (
            <li key={row.network} className="flex flex-wrap justify-between gap-2">
              {/* The network's own name, as the operator's configuration gives it. */}
              <span className="font-medium" translate="no">
                {row.name}
              </span>
              <span className="text-muted-foreground">
                <ScanState row={row} />
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
        <CardTitle>
          <Trans>How deposits work</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ol className="list-decimal space-y-1 ps-5">
          <li>
            <Trans>Choose USDT or USDC and the network (BEP20 or Polygon).</Trans>
          </li>
          <li>
            <Trans>Send at least {minimum} to the address shown, from any wallet or exchange.</Trans>
          </li>
          <li>
            <Trans>
              Paste the transaction hash, or simply wait: transfers to your personal address are found
              automatically.
            </Trans>
          </li>
          <li>
            <Trans>Your balance is credited once the transfer has enough confirmations.</Trans>
          </li>
        </ol>
        <details className="rounded-lg border border-border p-3">
          <summary className="cursor-pointer font-medium">
            <Trans>Instructions</Trans>
          </summary>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-muted-foreground">
            <li>
              <Trans>
                Send only USDT or USDC, and only on the network you selected; other tokens cannot be credited.
              </Trans>
            </li>
            <li>
              <Trans>The amount credited is exactly the amount that arrives on chain.</Trans>
            </li>
            <li>
              <Trans>
                Transfers to the shared company address are confirmed by an administrator unless you proved
                the sending address on your profile (Sender addresses).
              </Trans>
            </li>
            <li>
              <Trans>Exchanges often show the hash as TxID in the withdrawal details.</Trans>
            </li>
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}

/** How far the detection has read one network. */
function ScanState({ row }: { row: DetectionStatusResponse['networks'][number] }) {
  if (row.state === 'not-started') return <Trans>Starting</Trans>;
  if (row.state === 'error') return <Trans>Temporarily unavailable</Trans>;
  const scanned = row.lastScannedBlock;
  const head = row.headBlock;
  return (
    <Trans>
      Block {scanned} of {head}
    </Trans>
  );
}
