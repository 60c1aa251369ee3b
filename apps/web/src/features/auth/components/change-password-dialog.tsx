import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@nova/contracts';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password (rules 8 and 10): server field errors under the fields; other devices sign out. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="Other devices are signed out and withdrawals pause for 24 hours."
    >
      {open && <ChangePasswordForm onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, fields);
        notify.error(errorMessage(error, 'Failed to change password'));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={change.error} fallback="Failed to change password" fields={fields} />
      <Field id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </Field>
      <NewPasswordFields
        hint="Different from the current one: at least 8 characters with an uppercase letter, a lowercase letter and a number."
        newPassword={{ field: form.register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ field: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : <KeyRound />}
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
