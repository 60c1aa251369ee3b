import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminDeposit } from '@nova/contracts';
import { Globe, Search, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useCheckTransactionBlockchain } from '../api/check-transaction-blockchain.ts';
import { useVerifyTransaction } from '../api/verify-transaction.ts';
import { HashCheckDialog } from './hash-check-dialog.tsx';
import { TransactionVerdict } from './transaction-verdict.tsx';

export type TransactionCheck = 'verify' | 'check';

const fallbacks: Record<TransactionCheck, MessageDescriptor> = {
  verify: msg`Failed to verify transaction`,
  check: msg`Failed to check transaction on blockchain`,
};

/**
 * Verify (an accepted token paid to one of our addresses?) and Check (on a supported chain at
 * all?) for a deposit's hash; the one that was asked for runs on opening. Every network, with
 * Auto-Confirm, is one step further.
 */
export function TransactionChecksDialog({
  deposit,
  first,
  onClose,
  onAllNetworks,
}: {
  deposit: AdminDeposit;
  first: TransactionCheck;
  onClose: () => void;
  onAllNetworks: () => void;
}) {
  const { t } = useLingui();
  const hash = deposit.transactionHash ?? '';
  const verify = useVerifyTransaction();
  const check = useCheckTransactionBlockchain();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: runVerify } = verify;
  const { mutate: runCheck } = check;
  // The fallback is read from the global catalog: `run` stays the same when the language changes,
  // so the check that runs on opening does not run again.
  const run = useCallback(
    (kind: TransactionCheck) => {
      setFailure(null);
      const onError = (error: Error) => {
        const message = errorMessage(error, i18n._(fallbacks[kind]));
        setFailure(message);
        notify.error(message);
      };
      if (kind === 'verify') runVerify(hash, { onError });
      else runCheck(hash, { onError });
    },
    [hash, runVerify, runCheck],
  );
  useEffect(() => run(first), [run, first]);

  const busy = verify.isPending || check.isPending;
  return (
    <HashCheckDialog
      title={t`Verify transaction`}
      hash={hash}
      onClose={onClose}
      failure={failure}
      actions={
        <>
          <Button variant="outline" onClick={onAllNetworks}>
            <Globe /> <Trans>Every network</Trans>
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => run('check')}>
            {check.isPending ? <Spinner /> : <Search />} <Trans>Check on chain</Trans>
          </Button>
          <Button disabled={busy} onClick={() => run('verify')}>
            {verify.isPending ? <Spinner /> : <ShieldCheck />} <Trans>Verify</Trans>
          </Button>
        </>
      }
    >
      {verify.data && <TransactionVerdict verdict={{ kind: 'verify', answer: verify.data }} />}
      {check.data && <TransactionVerdict verdict={{ kind: 'check', answer: check.data }} />}
    </HashCheckDialog>
  );
}
