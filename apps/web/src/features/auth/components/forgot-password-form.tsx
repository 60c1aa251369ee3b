import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@nova/contracts';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** Step one of a forgotten password: the address to mail a code to, then on to step two. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email },
  });

  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        navigate(`/reset-password?email=${encodeURIComponent(values.email)}`, { state: { codeSent: true } });
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, ['email']);
        notify.error(errorMessage(error, t`Failed to send the code`));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={forgot.error} fallback={t`Failed to send the code`} fields={['email']} />
      <Field id="email" label={t`Email`} error={form.formState.errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" autoFocus {...form.register('email')} />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? <Spinner /> : <Mail />}
        {forgot.isPending ? t`Sending...` : t`Send code`}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to sign in
          </Link>
        </Trans>
      </p>
    </form>
  );
}
