import { type ReactNode, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EmailRequired } from '@/components/email-required.tsx';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { ProfileLoadFailed } from '@/components/profile-load-failed.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { getToken } from '@/lib/session-token.ts';
import { useAccountLanguage } from './use-account-language.ts';

/** Where a member returns after signing in: the page first asked for. */
export interface ReturnState {
  from?: { pathname: string; search?: string };
}

/**
 * Signed-in only; a signed-out visitor goes to /login and comes back after signing in. A session
 * whose profile failed to load (anything but a 401) stays, with Retry in place. A member's screens
 * speak the account's language.
 */
export function RequireAuth() {
  const { user, token, loading, error } = useAuth();
  const location = useLocation();
  useAccountLanguage();
  if (loading) return <LoadingScreen />;
  if (!user && token && error) return <ProfileLoadFailed />;
  if (!user) {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * /login and /register: a member who arrives signed in is sent to the dashboard. A session started
 * on the page itself is left to the form, which knows where to go next.
 */
export function SignedOutOnly() {
  const { user, token, loading } = useAuth();
  const [tokenOnArrival] = useState(getToken);
  if (loading) return <LoadingScreen />;
  if (user && token === tokenOnArrival) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/**
 * Screens that move money (deposit, VIP purchase) open only with a verified email (rule 9); until
 * then the screen says so in place with the way forward, instead of loading what would be refused.
 */
export function RequireVerifiedEmail({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useAuth();
  if (!user || user.isEmailVerified) return children;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <EmailRequired hasEmail={Boolean(user.email)} />
    </div>
  );
}
