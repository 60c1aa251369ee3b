import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@nova/contracts';
import { KeyRound, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { formatMinutesSeconds, useCountdown } from '../hooks/use-countdown.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

type FormInput = z.input<typeof resetPasswordRequestSchema>;
type FormOutput = z.output<typeof resetPasswordRequestSchema>;
const fields = ['email', 'code', 'newPassword', 'confirmPassword'] as const;
const RESEND_COOLDOWN_SECONDS = 60;

/** Step two: the emailed code and a new password; every session ends, then the member signs in. */
export function ResetPasswordForm({ email, codeJustSent }: { email: string; codeJustSent: boolean }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const countdown = useCountdown();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email, code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
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
        showServerFieldErrors(error, form.setError, fields);
        notify.error(errorMessage(error, 'Failed to reset password'));
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
        onError: (error) => notify.error(errorMessage(error, 'Failed to send the code')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={reset.error ?? resend.error} fallback="Failed to reset password" fields={fields} />
      <Field id="email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field id="code" label="Code from the email" error={errors.code?.message}>
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
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        newPassword={{ field: form.register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ field: form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? <Spinner /> : <KeyRound />}
        {reset.isPending ? 'Resetting...' : 'Reset password'}
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
            ? `Send a new code in ${formatMinutesSeconds(countdown.secondsLeft)}`
            : 'Send a new code'}
        </Button>
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    </form>
  );
}
