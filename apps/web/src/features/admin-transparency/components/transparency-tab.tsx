import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useTakeProofSnapshot } from '../api/take-proof-snapshot.ts';
import { useColdWalletForm } from '../hooks/use-cold-wallet-form.ts';

/** The admin Transparency tab: take a proof-of-reserves snapshot now, declare a cold wallet. */
export default function TransparencyTab() {
  const { t } = useLingui();
  const take = useTakeProofSnapshot();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Proof of reserves</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              A snapshot is taken every day; take one now after moving funds or declaring a cold wallet. It is
              published on the transparency page and can never be changed.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            disabled={take.isPending}
            onClick={() =>
              take.mutate(undefined, {
                onSuccess: () => notify.success(t`Snapshot taken and published`),
                onError: (error) => notify.error(errorMessage(error, t`Failed to take a snapshot`)),
              })
            }
          >
            <Trans>Take a snapshot now</Trans>
          </Button>
        </CardContent>
      </Card>
      <ColdWalletForm />
    </div>
  );
}

function ColdWalletForm() {
  const { t } = useLingui();
  const id = useId();
  const { values, errors, set, today, onSubmit, declaring } = useColdWalletForm();
  // The text to sign stays as the server checks it, in English, whatever the screen's language.
  const signed = `Nova proof of reserves: I control ${values.address || '{address}'} (site name, ${today})`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Declare a cold wallet</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Sign, with the wallet itself (personal sign), exactly:{' '}
            <span dir="ltr" className="font-mono">
              {signed}
            </span>
            , where the site name is the one this server is configured with. The signature is published.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <Field id={`${id}-network`} label={t`Network`} error={errors.network}>
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
          <Field id={`${id}-address`} label={t`Address`} error={errors.address}>
            {(control) => <Input {...control} dir="ltr" value={values.address} onChange={set('address')} />}
          </Field>
          <Field id={`${id}-message`} label={t`Signed message`} error={errors.message}>
            {(control) => <Input {...control} dir="ltr" value={values.message} onChange={set('message')} />}
          </Field>
          <Field id={`${id}-signature`} label={t`Signature`} error={errors.signature}>
            {(control) => (
              <Input {...control} dir="ltr" value={values.signature} onChange={set('signature')} />
            )}
          </Field>
          <Button type="submit" disabled={declaring} className="justify-self-start">
            <Trans>Declare the wallet</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
