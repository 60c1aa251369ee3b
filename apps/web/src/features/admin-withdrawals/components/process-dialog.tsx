import type { AdminWithdrawal, FieldError, WithdrawalAction } from '@nova/contracts';
import { Check, CircleX, Pencil, Send, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useProcessWithdrawal } from '../api/process-withdrawal.ts';
import { WithdrawalDetails } from './withdrawal-details.tsx';

interface ProcessDialogProps {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
  onEdit: (withdrawal: AdminWithdrawal) => void;
}

/** The Process modal: notes and payout hash; Approve/Reject for PENDING, Complete/Fail for APPROVED. */
export function ProcessDialog({ withdrawal, onClose, onEdit }: ProcessDialogProps) {
  return (
    <Dialog
      open={withdrawal !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Process withdrawal"
      size="lg"
    >
      {withdrawal && (
        <ProcessForm key={withdrawal.id} withdrawal={withdrawal} onClose={onClose} onEdit={onEdit} />
      )}
    </Dialog>
  );
}

function ProcessForm({
  withdrawal,
  onClose,
  onEdit,
}: {
  withdrawal: AdminWithdrawal;
  onClose: () => void;
  onEdit: (w: AdminWithdrawal) => void;
}) {
  const id = useId();
  const [adminNotes, setAdminNotes] = useState(withdrawal.adminNotes ?? '');
  const [transactionHash, setTransactionHash] = useState('');
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
          notify.success('Withdrawal processed successfully!');
          onClose();
        },
        onError: (error) => {
          intent.done();
          if (error instanceof ApiError && error.code === 'PAYOUT_MISMATCH') {
            setMismatch(error.errors);
            return;
          }
          if (error instanceof ApiError)
            setHashError(error.errors.find((e) => e.path === 'transactionHash')?.msg);
          notify.error(errorMessage(error, 'Failed to process withdrawal'));
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <WithdrawalDetails withdrawal={withdrawal} />
      <Field id={`${id}-notes`} label="Admin notes">
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            value={adminNotes}
            onChange={(e) => setAdminNotes(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-hash`}
        label="Transaction hash"
        hint={
          pending
            ? 'With a payout hash, Approve records the payout and completes the request.'
            : 'The payout transaction, to complete the request.'
        }
        error={hashError}
      >
        {(control) => (
          <Input
            {...control}
            className="font-mono"
            placeholder="0x…"
            value={transactionHash}
            onChange={(e) => {
              setTransactionHash(e.target.value);
              setMismatch(null);
              setAcknowledged(false);
            }}
          />
        )}
      </Field>
      {mismatch && (
        <Alert tone="danger" role="alert">
          <p className="flex items-center gap-1.5 font-medium">
            <TriangleAlert className="size-4" aria-hidden /> The payout does not match this withdrawal
          </p>
          <ul className="list-disc pl-5">
            {mismatch.map((problem) => (
              <li key={problem.msg}>{problem.msg}</li>
            ))}
          </ul>
          <label className="flex items-center gap-2 pt-1">
            <input
              type="checkbox"
              checked={acknowledged}
              onChange={(e) => setAcknowledged(e.target.checked)}
            />
            I have checked it: record this payout anyway (written to the audit log)
          </label>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        {pending && (
          <Button variant="ghost" onClick={() => onEdit(withdrawal)}>
            <Pencil /> Edit
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={process.isPending}
          onClick={() => act(pending ? 'REJECT' : 'FAIL')}
        >
          <CircleX /> {pending ? 'Reject' : 'Mark failed'}
        </Button>
        <Button
          disabled={
            process.isPending ||
            (!pending && transactionHash.trim() === '') ||
            (mismatch !== null && !acknowledged)
          }
          onClick={() => act(pending ? 'APPROVE' : 'COMPLETE')}
        >
          {pending ? <Check /> : <Send />} {pending ? 'Approve' : 'Complete'}
        </Button>
      </div>
    </div>
  );
}
