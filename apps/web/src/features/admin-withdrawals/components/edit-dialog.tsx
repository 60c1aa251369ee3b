import {
  type AdminWithdrawal,
  UPDATE_FIELDS_REQUIRED_MESSAGE,
  updateWithdrawalRequestSchema,
  type WithdrawalMethodKey,
  withdrawalMethodKeys,
} from '@nova/contracts';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, Select, Textarea } from '@/components/ui/input.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateWithdrawal } from '../api/update-withdrawal.ts';

/** Edit of a PENDING request (rule 44): empty fields are dropped; an amount change re-holds. */
export function EditDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={withdrawal !== null} onOpenChange={(open) => !open && onClose()} title="Edit withdrawal">
      {withdrawal && <EditForm key={withdrawal.id} withdrawal={withdrawal} onClose={onClose} />}
    </Dialog>
  );
}

type Errors = Partial<Record<'amount' | 'walletAddress' | 'method' | 'adminNotes' | 'form', string>>;

function EditForm({ withdrawal, onClose }: { withdrawal: AdminWithdrawal; onClose: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [walletAddress, setWalletAddress] = useState('');
  const [method, setMethod] = useState<WithdrawalMethodKey | ''>('');
  const [adminNotes, setAdminNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateWithdrawal();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { amount, walletAddress, method, adminNotes };
    const parsed = updateWithdrawalRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] as keyof Errors | undefined) ?? 'form';
      setErrors({ [field]: issue?.message ?? UPDATE_FIELDS_REQUIRED_MESSAGE });
      return;
    }
    update.mutate(
      { id: withdrawal.id, body },
      {
        onSuccess: () => {
          notify.success('Withdrawal updated successfully!');
          onClose();
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.errors : [];
          setErrors(Object.fromEntries(fieldErrors.map(({ path, msg }) => [path || 'form', msg])));
          notify.error(errorMessage(error, 'Failed to update withdrawal'));
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">Leave a field empty to keep it as it is.</p>
      <Field id={`${id}-amount`} label="Amount" hint={`Now ${withdrawal.amount}`} error={errors.amount}>
        {(control) => (
          <Input
            {...control}
            type="number"
            step="0.01"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-address`}
        label="Wallet address"
        hint={`Now ${withdrawal.walletAddress}`}
        error={errors.walletAddress}
      >
        {(control) => (
          <Input
            {...control}
            className="font-mono"
            value={walletAddress}
            onChange={(e) => setWalletAddress(e.target.value)}
          />
        )}
      </Field>
      <Field id={`${id}-method`} label="Method" hint={`Now ${withdrawal.method}`} error={errors.method}>
        {(control) => (
          <Select
            {...control}
            value={method}
            onChange={(e) => setMethod(e.target.value as WithdrawalMethodKey | '')}
          >
            <option value="">Keep {withdrawal.method}</option>
            {withdrawalMethodKeys.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id={`${id}-notes`} label="Admin notes" error={errors.adminNotes}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-20"
            value={adminNotes}
            onChange={(e) => setAdminNotes(e.target.value)}
          />
        )}
      </Field>
      {errors.form && (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          <Save /> Save changes
        </Button>
      </div>
    </form>
  );
}
