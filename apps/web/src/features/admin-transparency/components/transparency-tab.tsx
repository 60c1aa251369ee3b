import { coldWalletInputSchema } from '@nova/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useDeclareColdWallet } from '../api/declare-cold-wallet.ts';
import { useTakeProofSnapshot } from '../api/take-proof-snapshot.ts';

type FieldName = 'network' | 'address' | 'message' | 'signature';

/** The admin Transparency tab: take a proof-of-reserves snapshot now, declare a cold wallet. */
export default function TransparencyTab() {
  const take = useTakeProofSnapshot();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Proof of reserves</CardTitle>
          <CardDescription>
            A snapshot is taken every day; take one now after moving funds or declaring a cold wallet. It is
            published on the transparency page and can never be changed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            disabled={take.isPending}
            onClick={() =>
              take.mutate(undefined, {
                onSuccess: () => notify.success('Snapshot taken and published'),
                onError: (error) => notify.error(errorMessage(error, 'Failed to take a snapshot')),
              })
            }
          >
            Take a snapshot now
          </Button>
        </CardContent>
      </Card>
      <ColdWalletForm />
    </div>
  );
}

function ColdWalletForm() {
  const id = useId();
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
        notify.success('Cold wallet declared; it counts from the next snapshot');
        setValues({ network: values.network, address: '', message: '', signature: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0)
          setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.msg])));
        notify.error(errorMessage(error, 'Failed to declare the wallet'));
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Declare a cold wallet</CardTitle>
        <CardDescription>
          Sign, with the wallet itself (personal sign), exactly:{' '}
          <span className="font-mono">
            Nova proof of reserves: I control {values.address || '{address}'} (site name, {today})
          </span>
          , where the site name is the one this server is configured with. The signature is published.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <Field id={`${id}-network`} label="Network" error={errors.network}>
            {(control) => (
              <select
                {...control}
                className="h-10 rounded-md border border-input bg-surface px-3 text-sm"
                value={values.network}
                onChange={set('network')}
              >
                <option value="BEP20">BNB Smart Chain (BEP20)</option>
                <option value="POLYGON">Polygon</option>
              </select>
            )}
          </Field>
          <Field id={`${id}-address`} label="Address" error={errors.address}>
            {(control) => <Input {...control} value={values.address} onChange={set('address')} />}
          </Field>
          <Field id={`${id}-message`} label="Signed message" error={errors.message}>
            {(control) => <Input {...control} value={values.message} onChange={set('message')} />}
          </Field>
          <Field id={`${id}-signature`} label="Signature" error={errors.signature}>
            {(control) => <Input {...control} value={values.signature} onChange={set('signature')} />}
          </Field>
          <Button type="submit" disabled={declare.isPending} className="justify-self-start">
            Declare the wallet
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
