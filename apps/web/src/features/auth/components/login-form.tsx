import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema, type User } from '@nova/contracts';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { greeting } from '@/lib/greeting.ts';
import { notify } from '@/lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { displayName } from '../hooks/use-auth.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

/** The login toast stays 4 s. */
const LOGIN_TOAST_MS = 4000;

/** Sign in with email or phone; on success back to where the member was going. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const { errors } = form.formState;
  // Rule 15: an account with two-factor authentication answers a challenge for a code step.
  const [challengeToken, setChallengeToken] = useState<string>();

  const welcome = (user: User) => {
    notify.success(`${greeting()}, ${displayName(user)}`, {
      description: "You're successfully logged in.",
      duration: LOGIN_TOAST_MS,
    });
    navigate(redirectTo, { replace: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (result) =>
        'token' in result ? welcome(result.user) : setChallengeToken(result.challengeToken),
      onError: (error) => {
        showServerFieldErrors(error, form.setError, ['identifier', 'password']);
        notify.error(errorMessage(error, 'Login failed'));
      },
    }),
  );

  if (challengeToken)
    return (
      <TwoFactorStep
        challengeToken={challengeToken}
        onSignedIn={welcome}
        onRestart={() => setChallengeToken(undefined)}
      />
    );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={loginMutation.error} fallback="Login failed" fields={['identifier', 'password']} />
      <Field id="identifier" label="Email or phone number" error={errors.identifier?.message}>
        {(control) => (
          <Input {...control} autoComplete="username" autoFocus {...form.register('identifier')} />
        )}
      </Field>
      <Field id="password" label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      <p className="-mt-1 text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? <Spinner /> : <LogIn />}
        {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
