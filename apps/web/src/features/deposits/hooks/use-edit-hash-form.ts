import { useLingui } from '@lingui/react/macro';
import type { Deposit } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { notify } from '@/lib/toast.ts';
import { useUpdateDepositHash } from '../api/update-deposit-hash.ts';
import { useVerifyDeposit } from '../api/verify-deposit.ts';

/** Correcting the hash of an own PENDING deposit (a blank one is refused here), or a fresh check. */
export function useEditHashForm(deposit: Deposit) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(deposit.transactionHash ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDepositHash();
  const verify = useVerifyDeposit();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const transactionHash = value.trim();
    if (!transactionHash) return setError(t`Please enter a transaction hash`);
    update.mutate(
      { id: deposit.id, transactionHash },
      {
        onSuccess: () => {
          notify.success(t`Transaction hash updated`);
          setEditing(false);
          setError(undefined);
        },
        onError: (failure) => setError(errorMessage(failure, t`Failed to update transaction hash`)),
      },
    );
  };
  const checkNow = () =>
    verify.mutate(deposit.id, {
      onSuccess: (result) => notify.success(translateServerText(result.message)),
      onError: (failure) => notify.error(errorMessage(failure, t`Failed to verify deposit`)),
    });

  return {
    editing,
    setEditing,
    value,
    setValue,
    error,
    save,
    saving: update.isPending,
    checkNow,
    checking: verify.isPending,
  };
}
