import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form.tsx';
import type { ReturnState } from '../guards.tsx';
import { AuthPanel } from '../layouts/auth-layout.tsx';

export function LoginRoute() {
  const { t } = useLingui();
  const from = (useLocation().state as ReturnState | null)?.from;
  const redirectTo = from ? `${from.pathname}${from.search ?? ''}` : '/dashboard';
  return (
    <AuthPanel title={t`Welcome back`} description={t`Sign in with your email or phone number.`}>
      <LoginForm redirectTo={redirectTo} />
    </AuthPanel>
  );
}
