import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * Every screen and layout is its own chunk, fetched when its route is first matched (decision 008):
 * the landing page downloads no member code, a member no admin code, and the entry holds only the
 * router. A new route is one line: `{ path, ...lazyRoute(() => import('./routes/x.tsx'), (m) => m.X) }`.
 */
function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: pick(await load()) }) };
}

const layouts = {
  public: lazyRoute(
    () => import('./layouts/public-layout.tsx'),
    (m) => m.PublicLayout,
  ),
  auth: lazyRoute(
    () => import('./layouts/auth-layout.tsx'),
    (m) => m.AuthLayout,
  ),
  user: lazyRoute(
    () => import('./layouts/user-layout.tsx'),
    (m) => m.UserLayout,
  ),
  requireAuth: lazyRoute(
    () => import('./guards.tsx'),
    (m) => m.RequireAuth,
  ),
  signedOutOnly: lazyRoute(
    () => import('./guards.tsx'),
    (m) => m.SignedOutOnly,
  ),
};

const legal = (page: 'help' | 'terms' | 'privacy') =>
  lazyRoute(
    () => import('./routes/legal.tsx'),
    ({ LegalRoute }) =>
      () => <LegalRoute page={page} />,
  );

/** Signed-in routes that read 'Coming soon...'. */
const comingSoonPaths = ['/withdraw', '/referral', '/transactions', '/admin/*'];

/** Every screen opens at its top; Back and Forward return to where the member was. */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The route table of the app. */
const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      {
        ...layouts.public,
        children: [
          {
            path: '/',
            ...lazyRoute(
              () => import('./routes/landing.tsx'),
              (m) => m.LandingRoute,
            ),
          },
          {
            path: '/nova-staking',
            ...lazyRoute(
              () => import('./routes/landing.tsx'),
              (m) => m.LandingRoute,
            ),
          },
          { path: '/help', ...legal('help') },
          { path: '/terms', ...legal('terms') },
          { path: '/privacy', ...legal('privacy') },
          {
            path: '/transparency',
            ...lazyRoute(
              () => import('@/features/transparency/components/transparency-page.tsx'),
              (m) => m.TransparencyPage,
            ),
          },
        ],
      },
      {
        ...layouts.signedOutOnly,
        children: [
          {
            ...layouts.auth,
            children: [
              {
                path: '/login',
                ...lazyRoute(
                  () => import('./routes/login.tsx'),
                  (m) => m.LoginRoute,
                ),
              },
              {
                path: '/register',
                ...lazyRoute(
                  () => import('./routes/register.tsx'),
                  (m) => m.RegisterRoute,
                ),
              },
              {
                path: '/forgot-password',
                ...lazyRoute(
                  () => import('./routes/forgot-password.tsx'),
                  (m) => m.ForgotPasswordRoute,
                ),
              },
              {
                path: '/reset-password',
                ...lazyRoute(
                  () => import('./routes/reset-password.tsx'),
                  (m) => m.ResetPasswordRoute,
                ),
              },
            ],
          },
        ],
      },
      {
        ...layouts.auth,
        children: [
          {
            path: '/verify-email',
            ...lazyRoute(
              () => import('./routes/verify-email.tsx'),
              (m) => m.VerifyEmailRoute,
            ),
          },
          {
            path: '/undo-email-change',
            ...lazyRoute(
              () => import('./routes/undo-email-change.tsx'),
              (m) => m.UndoEmailChangeRoute,
            ),
          },
        ],
      },
      {
        ...layouts.requireAuth,
        children: [
          {
            ...layouts.user,
            children: [
              {
                path: '/dashboard',
                ...lazyRoute(
                  () => import('./routes/dashboard.tsx'),
                  (m) => m.DashboardRoute,
                ),
              },
              {
                path: '/vip-selection',
                ...lazyRoute(
                  () => import('./routes/vip-selection.tsx'),
                  (m) => m.VipSelectionRoute,
                ),
              },
              {
                path: '/tasks',
                ...lazyRoute(
                  () => import('@/features/tasks/components/tasks-page.tsx'),
                  (m) => m.TasksPage,
                ),
              },
              {
                path: '/deposit',
                ...lazyRoute(
                  () => import('./routes/deposit.tsx'),
                  (m) => m.DepositRoute,
                ),
              },
              {
                path: '/profile',
                ...lazyRoute(
                  () => import('./routes/profile.tsx'),
                  (m) => m.ProfileRoute,
                ),
              },
              {
                path: '/invite',
                ...lazyRoute(
                  () => import('./routes/invite.tsx'),
                  (m) => m.InviteRoute,
                ),
              },
              ...comingSoonPaths.map((path) => ({
                path,
                ...lazyRoute(
                  () => import('./routes/member-page.tsx'),
                  (m) => m.ComingSoon,
                ),
              })),
            ],
          },
          {
            path: '/admin',
            // Admin code is never part of what members download.
            ...lazyRoute(
              () => import('./routes/admin/admin-route.tsx'),
              (m) => m.AdminRoute,
            ),
          },
        ],
      },
      {
        path: '*',
        ...lazyRoute(
          () => import('./routes/not-found.tsx'),
          (m) => m.NotFound,
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
