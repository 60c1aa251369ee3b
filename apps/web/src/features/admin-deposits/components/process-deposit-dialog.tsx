import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
          notify.success(
            result.action === 'approved'
              ? t`Deposit approved successfully!`
              : t`Deposit rejected successfully!`,
          );
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, t`Failed to process deposit`)),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Process deposit`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" disabled={process.isPending} onClick={() => act('reject')}>
            <Trans>Reject</Trans>
          </Button>
          <Button disabled={process.isPending} onClick={() => act('approve')}>
            {process.isPending && <Spinner />} <Trans>Approve</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <DepositFacts deposit={deposit} />
        {deposit.source === 'HASH_CLAIM' && <DepositClaimants depositId={deposit.id} />}
        {deposit.progress === 'confirming' && (
          <Alert tone="warning" data-testid="not-final">
            <NotFinal confirmations={deposit.confirmations} required={deposit.confirmationsRequired ?? '?'} />
          </Alert>
        )}
        <Field id="process-notes" label={t`Admin notes`}>
          {(control) => (
            <Textarea
              {...control}
              className="min-h-20"
              value={adminNotes}
              onChange={(event) => setAdminNotes(event.target.value)}
            />
          )}
        </Field>
        <Field id="process-hash" label={t`Transaction hash`}>
          {(control) => (
            <Input
              {...control}
              className="font-mono"
              dir="ltr"
              value={transactionHash}
              onChange={(event) => setTransactionHash(event.target.value)}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}

/** A transfer still confirming: how far it is, and that approval waits for it. */
function NotFinal({ confirmations, required }: { confirmations: number; required: number | string }) {
  return (
    <Trans>
      Not final yet: {confirmations} of {required} confirmations. It can be approved once the transfer is
      final.
    </Trans>
  );
}
