import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';

interface PasswordField {
  field: UseFormRegisterReturn;
  error?: string;
}

/** 'New password' with its rule as the hint, and 'Confirm new password': the pair every password form asks. */
export function NewPasswordFields({
  hint,
  newPassword,
  confirmPassword,
}: {
  hint: string;
  newPassword: PasswordField;
  confirmPassword: PasswordField;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field id="newPassword" label={t`New password`} hint={hint} error={newPassword.error}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...newPassword.field} />}
      </Field>
      <Field id="confirmPassword" label={t`Confirm new password`} error={confirmPassword.error}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...confirmPassword.field} />}
      </Field>
    </>
  );
}
