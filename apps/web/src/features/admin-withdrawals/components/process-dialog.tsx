import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal } from '@nova/contracts';
import { Check, CircleX, Pencil, Send, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Textarea } from '@/components/ui/input.tsx';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useProcessWithdrawalForm } from '../hooks/use-process-withdrawal-form.ts';
import { WithdrawalDetails } from './withdrawal-details.tsx';

interface ProcessDialogProps {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
  onEdit: (withdrawal: AdminWithdrawal) => void;
}

/** The Process modal: notes and payout hash; Approve/Reject for PENDING, Complete/Fail for APPROVED. */
export function ProcessDialog({ withdrawal, onClose, onEdit }: ProcessDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={withdrawal !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Process withdrawal`}
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
  const { t } = useLingui();
  const id = useId();
  const {
    pending,
    adminNotes,
    setAdminNotes,
    transactionHash,
    setTransactionHash,
    hashError,
    mismatch,
    acknowledged,
    setAcknowledged,
    processing,
    canConfirm,
    reject,
    confirm,
  } = useProcessWithdrawalForm(withdrawal, onClose);

  return (
    <div className="space-y-4">
      <WithdrawalDetails withdrawal={withdrawal} />
      <Field id={`${id}-notes`} label={t`Admin notes`}>
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
        label={t`Transaction hash`}
        hint={
          pending
            ? t`With a payout hash, Approve records the payout and completes the request.`
            : t`The payout transaction, to complete the request.`
        }
        error={hashError}
      >
        {(control) => (
          <Input
            {...control}
            className="font-mono"
            placeholder="0x…"
            dir="ltr"
            value={transactionHash}
            onChange={(e) => setTransactionHash(e.target.value)}
          />
        )}
      </Field>
      {mismatch && (
        <Alert tone="danger" role="alert">
          <p className="flex items-center gap-1.5 font-medium">
            <TriangleAlert className="size-4" aria-hidden />{' '}
            <Trans>The payout does not match this withdrawal</Trans>
          </p>
          <ul className="list-disc ps-5">
            {mismatch.map((problem) => (
              <li key={problem.msg}>{translateServerText(problem.msg)}</li>
            ))}
          </ul>
          <label className="flex items-center gap-2 pt-1">
            <input
              type="checkbox"
              checked={acknowledged}
              onChange={(e) => setAcknowledged(e.target.checked)}
            />
            <Trans>I have checked it: record this payout anyway (written to the audit log)</Trans>
          </label>
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
        {pending && (
          <Button variant="ghost" onClick={() => onEdit(withdrawal)}>
            <Pencil /> <Trans>Edit</Trans>
          </Button>
        )}
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" disabled={processing} onClick={reject}>
          <CircleX /> {pending ? <Trans>Reject</Trans> : <Trans>Mark failed</Trans>}
        </Button>
        <Button disabled={!canConfirm} onClick={confirm}>
          {pending ? <Check /> : <Send />} {pending ? <Trans>Approve</Trans> : <Trans>Complete</Trans>}
        </Button>
      </div>
    </div>
  );
}
