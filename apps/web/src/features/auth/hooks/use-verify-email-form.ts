import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { verifyEmailRequestSchema } from '@nova/contracts';
import { type ChangeEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useCountdown } from './use-countdown.ts';

export const CODE_LENGTH = 6;
/** Rule 9: resend is disabled for 60 s after a code was sent. */
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The email code's logic: digits only, sent by itself once six are typed, a refused code cleared
 * for the next try, and the resend with its cooldown (started when a code was just sent).
 */
export function useVerifyEmailForm(codeJustSent: boolean) {
  const { t } = useLingui();
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
        notify.error(errorMessage(error, t`Email verification failed`));
      },
    });
  });

  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    form.setValue('otp', digits);
    form.clearErrors('otp');
    if (digits !== '') verify.reset();
    if (digits.length === CODE_LENGTH) void onSubmit();
  };

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ retryAfterSeconds }) => {
        notify.success(t`Verification email sent!`);
        start(retryAfterSeconds > 0 ? retryAfterSeconds : RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) start(RESEND_COOLDOWN_SECONDS);
        notify.error(errorMessage(error, t`Failed to send verification email`));
      },
    });

  return {
    form,
    onSubmit,
    onCodeChange,
    onResend,
    verifying: verify.isPending,
    verifyError: verify.error,
    resending: resend.isPending,
    resendError: resend.error,
    secondsLeft: countdown.secondsLeft,
  };
}
