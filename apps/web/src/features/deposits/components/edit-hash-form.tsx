import type { Deposit } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateDepositHash } from '../api/update-deposit-hash.ts';
import { useVerifyDeposit } from '../api/verify-deposit.ts';

/** Corrects the hash of an own PENDING deposit, or asks for a fresh check on chain. */
export function EditHashForm({ deposit }: { deposit: Deposit }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(deposit.transactionHash ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDepositHash();
  const verify = useVerifyDeposit();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const transactionHash = value.trim();
    if (!transactionHash) return setError('Please enter a transaction hash');
    update.mutate(
      { id: deposit.id, transactionHash },
      {
        onSuccess: () => {
          notify.success('Transaction hash updated');
          setEditing(false);
          setError(undefined);
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to update transaction hash')),
      },
    );
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Edit hash
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(deposit.id, {
              onSuccess: (result) => notify.success(result.message),
              onError: (failure) => notify.error(errorMessage(failure, 'Failed to verify deposit')),
            })
          }
        >
          {verify.isPending && <Spinner />} Check now
        </Button>
      </div>
    );
  }
  const id = `edit-hash-${deposit.id}`;
  return (
    <form onSubmit={save} className="space-y-2" noValidate>
      <label htmlFor={id} className="text-xs font-medium">
        New transaction hash
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="font-mono"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" size="md" disabled={update.isPending}>
          {update.isPending && <Spinner />} Save
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
