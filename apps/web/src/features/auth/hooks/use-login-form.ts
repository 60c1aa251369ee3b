import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { type LoginRequest, loginRequestSchema, type User } from '@nova/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { greeting } from '@/lib/greeting.ts';
import { notify } from '@/lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { displayName } from './use-auth.ts';

/** The login toast stays 4 s. */
const LOGIN_TOAST_MS = 4000;

/**
 * The sign-in form's logic: the password step, and for an account with two-factor authentication
 * (rule 15) the challenge that opens the code step; on success back to where the member was going.
 */
export function useLoginForm(redirectTo: string) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { identifier: '', password: '' },
  });
  const [challengeToken, setChallengeToken] = useState<string>();

  const welcome = (user: User) => {
    // The dashboard greets a fresh sign-in with its own popup: a toast as well would greet twice.
    if (new URL(redirectTo, window.location.origin).pathname !== '/dashboard') {
      const hello = greeting();
      const name = displayName(user);
      notify.success(t`${hello}, ${name}`, {
        description: t`You're successfully logged in.`,
        duration: LOGIN_TOAST_MS,
      });
    }
    navigate(redirectTo, { replace: true });
  };

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (result) =>
        'token' in result ? welcome(result.user) : setChallengeToken(result.challengeToken),
      onError: (error) => {
        showServerFieldErrors(error, form.setError, ['identifier', 'password']);
        notify.error(errorMessage(error, t`Login failed`));
      },
    }),
  );

  return {
    form,
    onSubmit,
    pending: loginMutation.isPending,
    error: loginMutation.error,
    challengeToken,
    welcome,
    restart: () => setChallengeToken(undefined),
  };
}
