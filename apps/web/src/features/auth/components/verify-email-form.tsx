import { zodResolver } from '@hookform/resolvers/zod';
import { verifyEmailRequestSchema } from '@nova/contracts';
import { MailCheck, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { formatMinutesSeconds, useCountdown } from '../hooks/use-countdown.ts';

const CODE_LENGTH = 6;
/** Rule 9: resend is disabled for 60 s after a code was sent. */
const RESEND_COOLDOWN_SECONDS = 60;

interface VerifyEmailFormProps {
  email: string;
  /** True when a code was sent just before this screen opened (after registration). */
  codeJustSent: boolean;
}

/** Six-digit code entry that submits itself once complete, and a resend with its countdown. */
export function VerifyEmailForm({ email, codeJustSent }: VerifyEmailFormProps) {
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const countdown = useCountdown();
  const form = useForm<
    z.input<typeof verifyEmailRequestSchema>,
    unknown,
    z.output<typeof verifyEmailRequestSchema>
  >({
    resolver: zodResolver(verifyEmailRequestSchema),
    defaultValues: { otp: '' },
  });
  const { start } = countdown;

  useEffect(() => {
    if (codeJustSent) start(RESEND_COOLDOWN_SECONDS);
  }, [codeJustSent, start]);

  const onSubmit = form.handleSubmit(({ otp }) => {
    if (verify.isPending) return;
    verify.mutate(otp, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: (error) => {
        form.setValue('otp', '');
        form.setFocus('otp');
        showServerFieldErrors(error, form.setError, ['otp']);
        notify.error(errorMessage(error, 'Email verification failed'));
      },
    });
  });

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ retryAfterSeconds }) => {
        notify.success('Verification email sent!');
        start(retryAfterSeconds > 0 ? retryAfterSeconds : RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) start(RESEND_COOLDOWN_SECONDS);
        notify.error(errorMessage(error, 'Failed to send verification email'));
      },
    });

  const otpField = form.register('otp');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-muted-foreground">
        We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>. It is valid
        for 10 minutes.
      </p>
      <Field id="otp" label="Verification code" error={form.formState.errors.otp?.message}>
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
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
              form.setValue('otp', digits);
              form.clearErrors('otp');
              if (digits !== '') verify.reset();
              if (digits.length === CODE_LENGTH) void onSubmit();
            }}
          />
        )}
      </Field>
      <FormError error={verify.error} fallback="Email verification failed" fields={['otp']} />
      <FormError error={resend.error} fallback="Failed to send verification email" />
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? <Spinner /> : <MailCheck />}
        {verify.isPending ? 'Verifying...' : 'Verify Email'}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={resend.isPending || countdown.secondsLeft > 0}
        >
          <RotateCw />
          {countdown.secondsLeft > 0
            ? `Resend code in ${formatMinutesSeconds(countdown.secondsLeft)}`
            : 'Resend code'}
        </Button>
        <Link to="/profile" className="text-primary underline-offset-4 hover:underline">
          Wrong address? Change your email
        </Link>
      </div>
    </form>
  );
}
