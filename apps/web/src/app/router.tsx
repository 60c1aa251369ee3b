import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { RequireAuth, SignedOutOnly } from './guards.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { UserLayout } from './layouts/user-layout.tsx';
import { LandingRoute } from './routes/landing.tsx';
import { LegalRoute } from './routes/legal.tsx';
import { LoginRoute } from './routes/login.tsx';
import { ComingSoon, MemberPage } from './routes/member-page.tsx';
import { NotFound } from './routes/not-found.tsx';
import { RegisterRoute } from './routes/register.tsx';
import { RouteError } from './routes/route-error.tsx';
import { VerifyEmailRoute } from './routes/verify-email.tsx';

/**
 * Screens loaded on first visit, so the landing page downloads only what it shows (the member
 * screens, the transparency page and its chart come in their own chunks).
 */
const lazyRoute = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Member screens that later releases fill in; each says what it will hold. */
const memberPages: { path: string; title: string; sentence: string }[] = [
  {
    path: '/profile',
    title: 'Profile',
    sentence: 'Your account details, balances and history will be shown here. This page is not open yet.',
  },
  {
    path: '/invite',
    title: 'Invite Friends',
    sentence: 'Your referral link and the friends you invited will be shown here. This page is not open yet.',
  },
];

/** public-and-admin §2: signed-in routes that read 'Coming soon...'. */
const comingSoonPaths = ['/withdraw', '/referral', '/transactions', '/admin/*'];

/** The route table of public-and-admin §2. */
const routes: RouteObject[] = [
  {
    element: <Outlet />,
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
          {
            path: '/transparency',
            lazy: lazyRoute(async () => ({
              default: (await import('@/features/transparency/components/transparency-page.tsx'))
                .TransparencyPage,
            })),
          },
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
              {
                path: '/dashboard',
                lazy: lazyRoute(async () => ({
                  default: (await import('./routes/dashboard.tsx')).DashboardRoute,
                })),
              },
              {
                path: '/vip-selection',
                lazy: lazyRoute(async () => ({
                  default: (await import('./routes/vip-selection.tsx')).VipSelectionRoute,
                })),
              },
              {
                path: '/tasks',
                lazy: lazyRoute(async () => ({
                  default: (await import('@/features/tasks/components/tasks-page.tsx')).TasksPage,
                })),
              },
              {
                path: '/deposit',
                lazy: lazyRoute(async () => ({
                  default: (await import('./routes/deposit.tsx')).DepositRoute,
                })),
              },
              ...memberPages.map(({ path, title, sentence }) => ({
                path,
                element: <MemberPage title={title} sentence={sentence} />,
              })),
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
