import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCrossNetworkResponse, AdminDeposit } from '@nova/contracts';
import { useEffect, useState } from 'react';
import { NetworkResults } from '@/components/network-results.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useCheckTransactionAllNetworks } from '../api/check-transaction-all-networks.ts';
import { useProcessDeposit } from '../api/process-deposit.ts';
import { HashCheckDialog } from './hash-check-dialog.tsx';

/** Stored on the deposit as its admin note, so it stays in the one language of the records. */
export const AUTO_CONFIRM_NOTE = 'Auto-confirmed: Transaction verified on blockchain';

/**
 * Verify: the deposit's hash on every network, and Auto-Confirm when the recipient is ours and the
 * amount is within 0.01 — an approval with its fixed note.
 */
export function CrossNetworkDialog({ deposit, onClose }: { deposit: AdminDeposit; onClose: () => void }) {
  const { t } = useLingui();
  const check = useCheckTransactionAllNetworks();
  const process = useProcessDeposit();
  const [result, setResult] = useState<AdminCrossNetworkResponse | null>(null);
  const hash = deposit.transactionHash ?? '';
  const { mutate } = check;

  // The check runs once on opening; its notices are read from the global catalog so that a change
  // of language does not run it again.
  useEffect(() => {
    mutate(
      { transactionHash: hash, depositId: deposit.id },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.autoConfirm.available)
            notify.success(i18n._(msg`Auto-confirmation available! Recipient and amount match.`));
          else if (!answer.found) notify.error(i18n._(msg`Transaction not found on any network`));
        },
        onError: (error) =>
          notify.error(errorMessage(error, i18n._(msg`Failed to check transaction across networks`))),
      },
    );
  }, [mutate, hash, deposit.id]);

  const autoConfirm = () =>
    process.mutate(
      { id: deposit.id, action: 'approve', adminNotes: AUTO_CONFIRM_NOTE, transactionHash: hash },
      {
        onSuccess: () => {
          notify.success(t`Deposit approved successfully!`);
          onClose();
        },
        onError: (error) => notify.error(errorMessage(error, t`Failed to process deposit`)),
      },
    );

  return (
    <HashCheckDialog
      title={t`Transaction on every network`}
      hash={hash}
      onClose={onClose}
      failure={check.error && errorMessage(check.error, t`Failed to check transaction across networks`)}
      actions={
        result?.autoConfirm.available && (
          <Button onClick={autoConfirm} disabled={process.isPending}>
            {process.isPending && <Spinner />} <Trans>Auto-Confirm</Trans>
          </Button>
        )
      }
    >
      {check.isPending && <Skeleton className="h-48 w-full" />}
      {result && !result.autoConfirm.available && result.found && (
        <Alert tone="warning">
          <AutoConfirmNeeds autoConfirm={result.autoConfirm} />
        </Alert>
      )}
      {result && <NetworkResults rows={result.results} />}
    </HashCheckDialog>
  );
}

/** Why Auto-Confirm is not offered: which of its two conditions holds. */
function AutoConfirmNeeds({ autoConfirm }: { autoConfirm: AdminCrossNetworkResponse['autoConfirm'] }) {
  const { t } = useLingui();
  const recipient = autoConfirm.recipientMatches ? t`yes` : t`no`;
  const amount = autoConfirm.amountMatches ? t`yes` : t`no`;
  return (
    <p>
      <Trans>
        Auto-Confirm needs the recipient to be ours ({recipient}) and the amount to match within 0.01 (
        {amount}).
      </Trans>
    </p>
  );
}
