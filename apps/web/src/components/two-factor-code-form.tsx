import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type TwoFactorCodeSubmit, useTwoFactorCodeForm } from '@/lib/use-two-factor-code-form.ts';

interface TwoFactorCodeFormProps {
  id: string;
  label?: string;
  hint?: ReactNode;
  /** Also asks the current password (turning two-factor on or off, decision 002). */
  withPassword?: boolean;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  pending: boolean;
  /**
   * `showError` puts the server's refusal under its field: the password's under the password,
   * anything else under the code (whose entry is then cleared).
   */
  onSubmit: TwoFactorCodeSubmit;
  children?: ReactNode;
}

/**
 * One code entry — the 6 digits of an authenticator app or a recovery code — for signing in,
 * turning two-factor authentication on and turning it off.
 */
export function TwoFactorCodeForm({
  id,
  label,
  hint,
  withPassword = false,
  submitLabel,
  submitVariant,
  pending,
  onSubmit,
  children,
}: TwoFactorCodeFormProps) {
  const { t } = useLingui();
  const { form, submit } = useTwoFactorCodeForm(withPassword, pending, onSubmit);
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {withPassword && (
        <Field id={`${id}-password`} label={t`Current password`} error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              autoFocus
              {...form.register('currentPassword')}
            />
          )}
        </Field>
      )}
      <Field id={id} label={label ?? t`Authentication code`} hint={hint} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            autoFocus={!withPassword}
            spellCheck={false}
            className="font-mono tracking-widest"
            placeholder="123456"
            {...form.register('code')}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
