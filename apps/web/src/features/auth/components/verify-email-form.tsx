import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMinutesSeconds } from '../hooks/use-countdown.ts';
import { CODE_LENGTH, useVerifyEmailForm } from '../hooks/use-verify-email-form.ts';

interface VerifyEmailFormProps {
  email: string;
  /** True when a code was sent just before this screen opened (after registration). */
  codeJustSent: boolean;
}

/** Six-digit code entry that submits itself once complete, and a resend with its countdown. */
export function VerifyEmailForm({ email, codeJustSent }: VerifyEmailFormProps) {
  const {
    form,
    onSubmit,
    onCodeChange,
    onResend,
    verifying,
    verifyError,
    resending,
    resendError,
    secondsLeft,
  } = useVerifyEmailForm(codeJustSent);
  const { t } = useLingui();
  const wait = formatMinutesSeconds(secondsLeft);

  const otpField = form.register('otp');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-muted-foreground">
        <Trans>
          We sent a 6-digit code to{' '}
          <bdi dir="ltr" className="font-medium text-foreground">
            {email}
          </bdi>
          . It is valid for 10 minutes.
        </Trans>
      </p>
      <Field id="otp" label={t`Verification code`} error={form.formState.errors.otp?.message}>
        {(control) => (
          <Input
            {...control}
            {...otpField}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={CODE_LENGTH}
            placeholder="000000"
            className="h-14 text-center font-mono text-2xl tracking-[0.5em]"
            onChange={onCodeChange}
          />
        )}
      </Field>
      <FormError error={verifyError} fallback={t`Email verification failed`} fields={['otp']} />
      <FormError error={resendError} fallback={t`Failed to send verification email`} />
      <Button type="submit" size="lg" className="w-full" disabled={verifying}>
        {verifying ? <Spinner /> : <MailCheck />}
        {verifying ? t`Verifying...` : t`Verify Email`}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <Button variant="ghost" size="sm" onClick={onResend} disabled={resending || secondsLeft > 0}>
          <RotateCw />
          {secondsLeft > 0 ? t`Resend code in ${wait}` : t`Resend code`}
        </Button>
        <Link to="/profile" className="text-primary underline-offset-4 hover:underline">
          <Trans>Wrong address? Change your email</Trans>
        </Link>
      </div>
    </form>
  );
}
