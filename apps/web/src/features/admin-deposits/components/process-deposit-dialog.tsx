import type { AdminDeposit } from '@nova/contracts';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useProcessDeposit } from '../api/process-deposit.ts';
import { DepositClaimants } from './deposit-claimants.tsx';
import { DepositFacts } from './deposit-facts.tsx';

/**
 * The Process modal: admin notes and transaction hash, Approve, Reject,
 * Cancel. Approval is checked on chain by the server; its refusal reason is shown as the toast. A
 * transfer still confirming is said to be so before the administrator tries.
 */
export function ProcessDepositDialog({ deposit, onClose }: { deposit: AdminDeposit; onClose: () => void }) {
  const [adminNotes, setAdminNotes] = useState('');
  const [transactionHash, setTransactionHash] = useState(deposit.transactionHash ?? '');
  const process = useProcessDeposit();
  const act = (action: 'approve' | 'reject') =>
    process.mutate(
      {
        id: deposit.id,
        action,
        adminNotes: adminNotes.trim() || undefined,
        transactionHash: transactionHash.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          notify.success(`Deposit ${result.action} successfully!`);
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to process deposit')),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Process deposit"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={process.isPending} onClick={() => act('reject')}>
            Reject
          </Button>
          <Button disabled={process.isPending} onClick={() => act('approve')}>
            {process.isPending && <Spinner />} Approve
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <DepositFacts deposit={deposit} />
        {deposit.source === 'HASH_CLAIM' && <DepositClaimants depositId={deposit.id} />}
        {deposit.progress === 'confirming' && (
          <Alert tone="warning" data-testid="not-final">
            Not final yet: {deposit.confirmations} of {deposit.confirmationsRequired ?? '?'} confirmations. It
            can be approved once the transfer is final.
          </Alert>
        )}
        <Field id="process-notes" label="Admin notes">
          {(control) => (
            <Textarea
              {...control}
              className="min-h-20"
              value={adminNotes}
              onChange={(event) => setAdminNotes(event.target.value)}
            />
          )}
        </Field>
        <Field id="process-hash" label="Transaction hash">
          {(control) => (
            <Input
              {...control}
              className="font-mono"
              value={transactionHash}
              onChange={(event) => setTransactionHash(event.target.value)}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}
