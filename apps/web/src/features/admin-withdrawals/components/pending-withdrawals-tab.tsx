import type { AdminWithdrawal } from '@nova/contracts';
import { Pencil, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { usePendingWithdrawals } from '../api/get-pending-withdrawals.ts';
import { EditDialog } from './edit-dialog.tsx';
import { ProcessDialog } from './process-dialog.tsx';
import { WithdrawalDetails } from './withdrawal-details.tsx';

/** Pending Withdrawals: requests waiting for a decision or for their payout. */
export default function PendingWithdrawalsTab() {
  const { data, error, isPending, refetch } = usePendingWithdrawals();
  const [processing, setProcessing] = useState<AdminWithdrawal | null>(null);
  const [editing, setEditing] = useState<AdminWithdrawal | null>(null);

  if (isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (error && !data) {
    return (
      <Alert tone="danger" role="alert">
        <p>Error: {errorMessage(error, 'Failed to load withdrawals')}</p>
        <Button variant="outline" size="sm" onClick={() => refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {data.data.length === 0
          ? 'No withdrawals are waiting.'
          : `${data.data.length} waiting: PENDING ones need a decision, APPROVED ones their payout hash.`}
      </p>
      <ul className="space-y-3" aria-label="Pending withdrawals">
        {data.data.map((withdrawal) => (
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
  );
}
