import { useLingui } from '@lingui/react/macro';
import { coldWalletInputSchema } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useDeclareColdWallet } from '../api/declare-cold-wallet.ts';

type FieldName = 'network' | 'address' | 'message' | 'signature';

/** Declares a cold wallet: checked with the contract, cleared but for the network once declared. */
export function useColdWalletForm() {
  const { t } = useLingui();
  const [values, setValues] = useState({ network: 'BEP20', address: '', message: '', signature: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const declare = useDeclareColdWallet();
  const today = new Date().toISOString().slice(0, 10);
  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [name]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = coldWalletInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    declare.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t`Cold wallet declared; it counts from the next snapshot`);
        setValues({ network: values.network, address: '', message: '', signature: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0)
          setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.msg])));
        notify.error(errorMessage(error, t`Failed to declare the wallet`));
      },
    });
  }

  return { values, errors, set, today, onSubmit, declaring: declare.isPending };
}
