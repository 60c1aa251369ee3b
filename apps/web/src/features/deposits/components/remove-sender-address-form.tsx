import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useRemoveSenderAddressForm } from '../hooks/use-remove-sender-address-form.ts';

/** The proof asked before a sender address is removed, under its row. */
export function RemoveSenderAddressForm(props: {
  address: string;
  twoFactorEnabled: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { form, onSubmit, pending } = useRemoveSenderAddressForm(props.address, props.onDone);
  const { errors } = form.formState;
  const id = props.address.slice(2, 10);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field id={`remove-password-${id}`} label={t`Current password`} error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </Field>
      {props.twoFactorEnabled && (
        <Field id={`remove-code-${id}`} label={t`Authentication code`} error={errors.twoFactorCode?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('twoFactorCode')} />}
        </Field>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={props.onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="danger" size="sm" disabled={pending}>
          {pending ? <Spinner /> : <Trash2 />}
          <Trans>Remove</Trans>
        </Button>
      </div>
    </form>
  );
}
