import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { Button } from '@/components/ui/button.tsx';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import type { ReturnState } from '../guards.tsx';
import { AuthPanel } from '../layouts/auth-layout.tsx';

/** Open to all; what it shows depends on who is looking. */
export function VerifyEmailRoute() {
  const { t } = useLingui();
  const { user, loading } = useAuth();
  const codeSent = Boolean((useLocation().state as { codeSent?: boolean } | null)?.codeSent);
  if (loading) return <LoadingScreen />;
  if (!user) {
    const state: ReturnState = { from: { pathname: '/verify-email' } };
    return (
      <AuthPanel title={t`Verify your email`} description={t`Please log in to verify your email address.`}>
        <Button asChild size="lg" className="w-full">
          <Link to="/login" state={state}>
            <LogIn /> <Trans>Log in</Trans>
          </Link>
        </Button>
      </AuthPanel>
    );
  }
  if (user.isEmailVerified || !user.email) return <Navigate to="/dashboard" replace />;
  return (
    <AuthPanel title={t`Verify your email`} description={t`Enter the code from the email we sent you.`}>
      <VerifyEmailForm email={user.email} codeJustSent={codeSent} />
    </AuthPanel>
  );
}
