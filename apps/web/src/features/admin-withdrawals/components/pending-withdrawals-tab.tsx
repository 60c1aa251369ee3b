import type { AdminWithdrawal } from '@nova/contracts';
import { Pencil, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals.ts';
import { EditDialog } from './edit-dialog.tsx';
import { ProcessDialog } from './process-dialog.tsx';
import { WithdrawalDetails } from './withdrawal-details.tsx';

/** Pending Withdrawals: requests waiting for a decision or for their payout. */
export default function PendingWithdrawalsTab() {
  const pending = usePendingWithdrawals();
  const [processing, setProcessing] = useState<AdminWithdrawal | null>(null);
  const [editing, setEditing] = useState<AdminWithdrawal | null>(null);

  return (
    <QueryState
      query={pending}
      errorFallback="Failed to load withdrawals"
      labelError
      loading={<Skeleton className="h-64 w-full rounded-xl" />}
    >
      {({ data }) => (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">
            {data.length === 0
              ? 'No withdrawals are waiting.'
              : `${data.length} waiting: PENDING ones need a decision, APPROVED ones their payout hash.`}
          </p>
          <ul className="space-y-3" aria-label="Pending withdrawals">
            {data.map((withdrawal) => (
              <li key={withdrawal.id}>
                <Card>
                  <CardContent className="space-y-3">
                    <WithdrawalDetails withdrawal={withdrawal} />
                    <div className="flex justify-end gap-2">
                      {withdrawal.status === 'PENDING' && (
                        <Button variant="outline" size="sm" onClick={() => setEditing(withdrawal)}>
                          <Pencil /> Edit
                        </Button>
                      )}
                      <Button size="sm" onClick={() => setProcessing(withdrawal)}>
                        <Settings2 /> Process
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
