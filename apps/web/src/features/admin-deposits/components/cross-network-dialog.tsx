import type { AdminCrossNetworkResponse, AdminDeposit } from '@nova/contracts';
import { useEffect, useState } from 'react';
import { NetworkResults } from '@/components/network-results.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useCheckTransactionAllNetworks } from '../api/check-transaction-all-networks.ts';
import { useProcessDeposit } from '../api/process-deposit.ts';

export const AUTO_CONFIRM_NOTE = 'Auto-confirmed: Transaction verified on blockchain';

/**
 * Verify: the deposit's hash on every network, and Auto-Confirm when the recipient is ours and the
 * amount is within 0.01 — an approval with its fixed note.
 */
export function CrossNetworkDialog({ deposit, onClose }: { deposit: AdminDeposit; onClose: () => void }) {
  const check = useCheckTransactionAllNetworks();
  const process = useProcessDeposit();
  const [result, setResult] = useState<AdminCrossNetworkResponse | null>(null);
  const hash = deposit.transactionHash ?? '';
  const { mutate } = check;

  useEffect(() => {
    mutate(
      { transactionHash: hash, depositId: deposit.id },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.autoConfirm.available)
            notify.success('Auto-confirmation available! Recipient and amount match.');
          else if (!answer.found) notify.error('Transaction not found on any network');
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to check transaction across networks')),
      },
    );
  }, [mutate, hash, deposit.id]);

  const autoConfirm = () =>
    process.mutate(
      { id: deposit.id, action: 'approve', adminNotes: AUTO_CONFIRM_NOTE, transactionHash: hash },
      {
        onSuccess: (answer) => {
          notify.success(`Deposit ${answer.action} successfully!`);
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to process deposit')),
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Transaction on every network"
      description={<span className="font-mono break-all">{hash}</span>}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {result?.autoConfirm.available && (
            <Button onClick={autoConfirm} disabled={process.isPending}>
              {process.isPending && <Spinner />} Auto-Confirm
            </Button>
          )}
        </>
      }
    >
      {check.isPending && <Skeleton className="h-48 w-full" />}
      {check.error && (
        <Alert tone="danger" role="alert">
          <p>{errorMessage(check.error, 'Failed to check transaction across networks')}</p>
        </Alert>
      )}
      {result && (
        <div className="space-y-3">
          {!result.autoConfirm.available && result.found && (
            <Alert tone="warning">
              <p>
                Auto-Confirm needs the recipient to be ours (
                {result.autoConfirm.recipientMatches ? 'yes' : 'no'}) and the amount to match within 0.01 (
                {result.autoConfirm.amountMatches ? 'yes' : 'no'}).
              </p>
            </Alert>
          )}
          <NetworkResults rows={result.results} />
        </div>
      )}
    </Dialog>
  );
}
