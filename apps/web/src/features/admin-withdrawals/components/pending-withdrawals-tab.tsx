import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal } from '@nova/contracts';
import { Pencil, Settings2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals.ts';
import { EditDialog } from './edit-dialog.tsx';
import { ProcessDialog } from './process-dialog.tsx';
import { WithdrawalDetails } from './withdrawal-details.tsx';

/**
 * Pending Withdrawals: requests waiting for a decision or for their payout. `header` and `marker`
 * are slots the admin shell fills with the batching controls, which live in their own feature.
 */
export function PendingWithdrawalsTab({
  header,
  marker,
}: {
  header?: ReactNode;
  marker?: (withdrawal: AdminWithdrawal) => ReactNode;
}) {
  const { t } = useLingui();
  const pending = usePendingWithdrawals();
  const [processing, setProcessing] = useState<AdminWithdrawal | null>(null);
  const [editing, setEditing] = useState<AdminWithdrawal | null>(null);

  return (
    <QueryState
      query={pending}
      errorFallback={t`Failed to load withdrawals`}
      labelError
      loading={<Skeleton className="h-64 w-full rounded-xl" />}
    >
      {({ data }) => (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">
            <WaitingSummary count={data.length} />
          </p>
          {header}
          <ul className="space-y-3" aria-label={t`Pending withdrawals`}>
            {data.map((withdrawal) => (
              <li key={withdrawal.id}>
                <Card>
                  <CardContent className="space-y-3">
                    <WithdrawalDetails withdrawal={withdrawal} />
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      {marker && <span className="me-auto">{marker(withdrawal)}</span>}
                      {withdrawal.status === 'PENDING' && (
                        <Button variant="outline" size="sm" onClick={() => setEditing(withdrawal)}>
                          <Pencil /> <Trans>Edit</Trans>
                        </Button>
                      )}
                      <Button size="sm" onClick={() => setProcessing(withdrawal)}>
                        <Settings2 /> <Trans>Process</Trans>
                      </Button>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <ProcessDialog
            withdrawal={processing}
            onClose={() => setProcessing(null)}
            onEdit={(withdrawal) => {
              setProcessing(null);
              setEditing(withdrawal);
            }}
          />
          <EditDialog withdrawal={editing} onClose={() => setEditing(null)} />
        </div>
      )}
    </QueryState>
  );
}

/** How many wait, and what each status waits for. */
function WaitingSummary({ count }: { count: number }) {
  if (count === 0) return <Trans>No withdrawals are waiting.</Trans>;
  return (
    <Plural
      value={count}
      one="# waiting: PENDING ones need a decision, APPROVED ones their payout hash."
      other="# waiting: PENDING ones need a decision, APPROVED ones their payout hash."
    />
  );
}
