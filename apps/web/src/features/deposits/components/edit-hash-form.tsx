import { Trans } from '@lingui/react/macro';
import type { Deposit } from '@nova/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useEditHashForm } from '../hooks/use-edit-hash-form.ts';

/** Corrects the hash of an own PENDING deposit, or asks for a fresh check on chain. */
export function EditHashForm({ deposit }: { deposit: Deposit }) {
  const { editing, setEditing, value, setValue, error, save, saving, checkNow, checking } =
    useEditHashForm(deposit);

  if (!editing) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Trans>Edit hash</Trans>
        </Button>
        <Button variant="ghost" size="sm" disabled={checking} onClick={checkNow}>
          {checking && <Spinner />} <Trans>Check now</Trans>
        </Button>
      </div>
    );
  }
  const id = `edit-hash-${deposit.id}`;
  return (
    <form onSubmit={save} className="space-y-2" noValidate>
      <label htmlFor={id} className="text-xs font-medium">
        <Trans>New transaction hash</Trans>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className="font-mono"
          dir="ltr"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" size="md" disabled={saving}>
          {saving && <Spinner />} <Trans>Save</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          <Trans>Cancel</Trans>
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
