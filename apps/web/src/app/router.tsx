import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { TasksPage } from '@/features/tasks/components/tasks-page.tsx';
import { TransparencyPage } from '@/features/transparency/components/transparency-page.tsx';
import { RequireAuth, SignedOutOnly } from './guards.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { UserLayout } from './layouts/user-layout.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { DepositRoute } from './routes/deposit.tsx';
import { ForgotPasswordRoute } from './routes/forgot-password.tsx';
import { InviteRoute } from './routes/invite.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { LegalRoute } from './routes/legal.tsx';
import { LoginRoute } from './routes/login.tsx';
import { ComingSoon } from './routes/member-page.tsx';
import { NotFound } from './routes/not-found.tsx';
import { ProfileRoute } from './routes/profile.tsx';
import { RegisterRoute } from './routes/register.tsx';
import { ResetPasswordRoute } from './routes/reset-password.tsx';
import { RouteError } from './routes/route-error.tsx';
import { VerifyEmailRoute } from './routes/verify-email.tsx';
import { VipSelectionRoute } from './routes/vip-selection.tsx';

/** public-and-admin §2: signed-in routes that read 'Coming soon...'. */
const comingSoonPaths = ['/withdraw', '/referral', '/transactions', '/admin/*'];

/** Every screen opens at its top; Back and Forward return to where the member was (issue 9 §6). */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table of public-and-admin §2. */
const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <LandingRoute /> },
          { path: '/nova-staking', element: <LandingRoute /> },
          { path: '/help', element: <LegalRoute page="help" /> },
          { path: '/terms', element: <LegalRoute page="terms" /> },
          { path: '/privacy', element: <LegalRoute page="privacy" /> },
          { path: '/transparency', element: <TransparencyPage /> },
        ],
      },
      {
        element: <SignedOutOnly />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: '/login', element: <LoginRoute /> },
              { path: '/register', element: <RegisterRoute /> },
              { path: '/forgot-password', element: <ForgotPasswordRoute /> },
              { path: '/reset-password', element: <ResetPasswordRoute /> },
            ],
          },
        ],
      },
      { element: <AuthLayout />, children: [{ path: '/verify-email', element: <VerifyEmailRoute /> }] },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <UserLayout />,
            children: [
              { path: '/dashboard', element: <DashboardRoute /> },
              { path: '/vip-selection', element: <VipSelectionRoute /> },
              { path: '/tasks', element: <TasksPage /> },
              { path: '/deposit', element: <DepositRoute /> },
              { path: '/profile', element: <ProfileRoute /> },
              { path: '/invite', element: <InviteRoute /> },
              ...comingSoonPaths.map((path) => ({ path, element: <ComingSoon /> })),
            ],
          },
          {
            path: '/admin',
            // Admin code is never part of what members download.
            lazy: async () => {
              const { AdminRoute } = await import('./routes/admin/admin-route.tsx');
              return { Component: AdminRoute };
            },
          },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
