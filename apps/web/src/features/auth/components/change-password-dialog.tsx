import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { changePasswordFields, useChangePasswordForm } from '../hooks/use-change-password-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Change password (rules 8 and 10): server field errors under the fields; other devices sign out. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Change Password`}
      description={t`Other devices are signed out and withdrawals pause for 24 hours.`}
    >
      {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { form, onSubmit, pending, error } = useChangePasswordForm(onDone);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={error} fallback={t`Failed to change password`} fields={changePasswordFields} />
      <Field id="currentPassword" label={t`Current password`} error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </Field>
      <NewPasswordFields
        hint={t`Different from the current one: at least 8 characters with an uppercase letter, a lowercase letter and a number.`}
        newPassword={{ field: form.register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ field: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : <KeyRound />}
          {pending ? t`Changing...` : t`Change Password`}
        </Button>
      </div>
    </form>
  );
}
