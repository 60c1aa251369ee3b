import { zodResolver } from '@hookform/resolvers/zod';
import { type RemoveSenderAddressRequest, removeSenderAddressRequestSchema } from '@nova/contracts';
import { Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { formatDate } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useSenderAddresses } from '../api/get-sender-addresses.ts';
import { useRemoveSenderAddress } from '../api/remove-sender-address.ts';
import { AddSenderAddressForm } from './add-sender-address-form.tsx';

/**
 * The member's proved sender addresses on /profile (decision 017). A transfer to the shared
 * company address from an address only this member proved is credited without an administrator.
 */
export function SenderAddressesCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const addresses = useSenderAddresses();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string>();
  return (
    <Card aria-labelledby="sender-addresses-title" data-testid="sender-addresses-card" className="max-w-2xl">
      <CardHeader>
        <div className="flex items-center gap-2">
          <Wallet className="size-5 text-primary" aria-hidden />
          <CardTitle id="sender-addresses-title">Sender addresses</CardTitle>
        </div>
        <CardDescription>
          The wallets you send deposits from to the shared company address. Prove one by signing a message
          with it: your transfers from it are then credited without waiting for an administrator.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState
          query={addresses}
          errorFallback="Failed to load your sender addresses"
          loading={<Skeleton className="h-10 w-full" />}
        >
          {({ data }) =>
            data.length === 0 ? (
              <p className="text-sm text-muted-foreground">No sender address yet.</p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border">
                {data.map((row) => (
                  <li key={row.address} className="space-y-3 p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="min-w-0">
                        <p className="break-all font-mono text-sm">{row.address}</p>
                        <p className="text-xs text-muted-foreground">Proved {formatDate(row.provedAt)}</p>
                      </div>
                      {removing !== row.address && (
                        <Button variant="ghost" size="sm" onClick={() => setRemoving(row.address)}>
                          <Trash2 />
                          Remove
                        </Button>
                      )}
                    </div>
                    {removing === row.address && (
                      <RemoveForm
                        address={row.address}
                        twoFactorEnabled={twoFactorEnabled}
                        onDone={() => setRemoving(undefined)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        {adding ? (
          <AddSenderAddressForm twoFactorEnabled={twoFactorEnabled} onDone={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>Add a sender address</Button>
        )}
      </CardContent>
    </Card>
  );
}

const removeFields = ['currentPassword', 'twoFactorCode'] as const;

function RemoveForm(props: { address: string; twoFactorEnabled: boolean; onDone: () => void }) {
  const remove = useRemoveSenderAddress();
  const form = useForm<RemoveSenderAddressRequest>({
    resolver: zodResolver(removeSenderAddressRequestSchema),
    defaultValues: { currentPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(
      { address: props.address, ...values },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          props.onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, removeFields);
          notify.error(errorMessage(error, 'Failed to remove the sender address'));
        },
      },
    ),
  );
  const id = props.address.slice(2, 10);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field id={`remove-password-${id}`} label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </Field>
      {props.twoFactorEnabled && (
        <Field id={`remove-code-${id}`} label="Authentication code" error={errors.twoFactorCode?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('twoFactorCode')} />}
        </Field>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={props.onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" size="sm" disabled={remove.isPending}>
          {remove.isPending ? <Spinner /> : <Trash2 />}
          Remove
        </Button>
      </div>
    </form>
  );
}
