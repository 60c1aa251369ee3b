import { useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal, FieldError, WithdrawalAction } from '@nova/contracts';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useProcessWithdrawal } from '../api/process-withdrawal.ts';

/**
 * The Process modal's logic: notes and payout hash, one idempotency key per attempt, and a payout
 * that does not match the request held back until the admin acknowledges it (a changed hash asks
 * again). Approve and Complete send the hash; Reject and Fail do not.
 */
export function useProcessWithdrawalForm(withdrawal: AdminWithdrawal, onClose: () => void) {
  const { t } = useLingui();
  const [adminNotes, setAdminNotes] = useState(withdrawal.adminNotes ?? '');
  const [transactionHash, setHash] = useState('');
  const [mismatch, setMismatch] = useState<FieldError[] | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [hashError, setHashError] = useState<string | undefined>();
  const process = useProcessWithdrawal();
  const intent = useIdempotencyKey();
  const pending = withdrawal.status === 'PENDING';

  function act(action: WithdrawalAction) {
    setHashError(undefined);
    const body = {
      action,
      adminNotes,
      transactionHash: action === 'APPROVE' || action === 'COMPLETE' ? transactionHash : '',
      acknowledgeMismatch: acknowledged,
    };
    process.mutate(
      { id: withdrawal.id, body, idempotencyKey: intent.key() },
      {
        onSuccess: () => {
          intent.done();
          notify.success(t`Withdrawal processed successfully!`);
          onClose();
        },
        onError: (error) => {
          intent.done();
          if (error instanceof ApiError && error.code === 'PAYOUT_MISMATCH') {
            setMismatch(error.errors);
            return;
          }
          if (error instanceof ApiError) {
            const hashProblem = error.errors.find((e) => e.path === 'transactionHash')?.msg;
            setHashError(hashProblem && translateServerText(hashProblem));
          }
          notify.error(errorMessage(error, t`Failed to process withdrawal`));
        },
      },
    );
  }

  const setTransactionHash = (value: string) => {
    setHash(value);
    setMismatch(null);
    setAcknowledged(false);
  };

  return {
    pending,
    adminNotes,
    setAdminNotes,
    transactionHash,
    setTransactionHash,
    hashError,
    mismatch,
    acknowledged,
    setAcknowledged,
    processing: process.isPending,
    canConfirm:
      !process.isPending && (pending || transactionHash.trim() !== '') && (mismatch === null || acknowledged),
    reject: () => act(pending ? 'REJECT' : 'FAIL'),
    confirm: () => act(pending ? 'APPROVE' : 'COMPLETE'),
  };
}
