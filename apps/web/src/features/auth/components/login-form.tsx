import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

/** Sign in with email or phone; on success back to where the member was going. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useLingui();
  const { form, onSubmit, pending, error, challengeToken, welcome, restart } = useLoginForm(redirectTo);
  const { errors } = form.formState;

  if (challengeToken)
    return <TwoFactorStep challengeToken={challengeToken} onSignedIn={welcome} onRestart={restart} />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={error} fallback={t`Login failed`} fields={['identifier', 'password']} />
      <Field id="identifier" label={t`Email or phone number`} error={errors.identifier?.message}>
        {(control) => (
          <Input {...control} autoComplete="username" autoFocus {...form.register('identifier')} />
        )}
      </Field>
      <Field id="password" label={t`Password`} error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      <p className="-mt-1 text-end text-sm">
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : <LogIn />}
        {pending ? t`Signing in...` : t`Sign In`}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Don't have an account?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </Trans>
      </p>
    </form>
  );
}
