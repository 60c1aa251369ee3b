import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMinutesSeconds } from '../hooks/use-countdown.ts';
import { resetPasswordFields, useResetPasswordForm } from '../hooks/use-reset-password-form.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Step two: the emailed code and a new password; every session ends, then the member signs in. */
export function ResetPasswordForm({ email, codeJustSent }: { email: string; codeJustSent: boolean }) {
  const { t } = useLingui();
  const { form, onSubmit, onResend, resetting, resending, error, secondsLeft } = useResetPasswordForm(
    email,
    codeJustSent,
  );
  const { errors } = form.formState;
  const wait = formatMinutesSeconds(secondsLeft);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={error} fallback={t`Failed to reset password`} fields={resetPasswordFields} />
      <Field id="email" label={t`Email`} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field id="code" label={t`Code from the email`} error={errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus={email !== ''}
            maxLength={6}
            placeholder="000000"
            className="font-mono tracking-[0.3em]"
            {...form.register('code')}
          />
        )}
      </Field>
      <NewPasswordFields
        hint={t`At least 8 characters with an uppercase letter, a lowercase letter and a number.`}
        newPassword={{ field: form.register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ field: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={resetting}>
        {resetting ? <Spinner /> : <KeyRound />}
        {resetting ? t`Resetting...` : t`Reset password`}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <Button variant="ghost" size="sm" onClick={onResend} disabled={resending || secondsLeft > 0}>
          <RotateCw />
          {secondsLeft > 0 ? t`Send a new code in ${wait}` : t`Send a new code`}
        </Button>
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </form>
  );
}
