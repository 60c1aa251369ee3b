import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { resetPasswordRequestSchema } from '@nova/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useCountdown } from './use-countdown.ts';

type FormInput = z.input<typeof resetPasswordRequestSchema>;
type FormOutput = z.output<typeof resetPasswordRequestSchema>;
export const resetPasswordFields = ['email', 'code', 'newPassword', 'confirmPassword'] as const;
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The password reset's logic: the contract's schema, the reset then sign-in, and a new code for
 * the typed email with its cooldown (started when a code was just sent).
 */
export function useResetPasswordForm(email: string, codeJustSent: boolean) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const countdown = useCountdown();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email, code: '', newPassword: '', confirmPassword: '' },
  });
  const { start } = countdown;
  useEffect(() => {
    if (codeJustSent) start(RESEND_COOLDOWN_SECONDS);
  }, [codeJustSent, start]);

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, resetPasswordFields);
        notify.error(errorMessage(error, t`Failed to reset password`));
      },
    }),
  );

  const onResend = async () => {
    if (!(await form.trigger('email'))) return;
    resend.mutate(
      { email: form.getValues('email') },
      {
        onSuccess: ({ message, retryAfterSeconds }) => {
          notify.success(message);
          start(retryAfterSeconds);
        },
        onError: (error) => notify.error(errorMessage(error, t`Failed to send the code`)),
      },
    );
  };

  return {
    form,
    onSubmit,
    onResend,
    resetting: reset.isPending,
    resending: resend.isPending,
    error: reset.error ?? resend.error,
    secondsLeft: countdown.secondsLeft,
  };
}
