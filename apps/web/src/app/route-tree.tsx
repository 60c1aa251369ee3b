import { useLayoutEffect } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useMatches, useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { RouteError } from './routes/route-error.tsx';
import { type AppRoute, appRoutes, type Layout, layoutOf, type Screen } from './routes.ts';

/** A screen or layout loaded when its route is first matched, as its own chunk (decision 008). */
const lazyScreen = ({ load }: Screen): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

const frames: Record<Exclude<Layout, 'none'>, Pick<RouteObject, 'lazy'>> = {
  public: { lazy: async () => ({ Component: (await import('./layouts/public-layout.tsx')).PublicLayout }) },
  auth: { lazy: async () => ({ Component: (await import('./layouts/auth-layout.tsx')).AuthLayout }) },
  user: { lazy: async () => ({ Component: (await import('./layouts/user-layout.tsx')).UserLayout }) },
};

const gates = {
  signedOut: { lazy: async () => ({ Component: (await import('./guards.tsx')).SignedOutOnly }) },
  signedIn: { lazy: async () => ({ Component: (await import('./guards.tsx')).RequireAuth }) },
};

/** A placeholder path of the spec, leading to the screen that exists (app/routes.ts). */
function Redirect({ to }: { to: AppRoute['redirect'] & {} }) {
  return <Navigate to={to(useParams())} replace />;
}

function routeObject(route: AppRoute): RouteObject {
  const { path, screen, redirect, title } = route;
  const handle = { title };
  if (redirect) return { path, handle, element: <Redirect to={redirect} /> };
  if (!screen) throw new Error(`${path} has neither a screen nor a redirect`);
  return { path, handle, ...lazyScreen(screen) };
}

/** The routes of one access gate and layout, under that gate and inside that layout. */
function group(routes: AppRoute[]): RouteObject[] {
  const byLayout = new Map<Layout, AppRoute[]>();
  for (const route of routes)
    byLayout.set(layoutOf(route), [...(byLayout.get(layoutOf(route)) ?? []), route]);
  return [...byLayout].flatMap(([layout, members]) =>
    layout === 'none'
      ? members.map(routeObject)
      : [{ ...frames[layout], children: members.map(routeObject) }],
  );
}

const gated = (access: AppRoute['access'][]) => appRoutes.filter((route) => access.includes(route.access));

/**
 * Every screen opens at its top (or at the section its URL names); Back and Forward return to
 * where the member was. The document's title is the matched route's (app/routes.ts), set before
 * a screen's own effects, so a screen with a title of its state (the admin's tab) has the last word.
 */
function Root() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The router's tree, derived from the route table; the prerender renders the same tree. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      ...group(gated(['public'])),
      { ...gates.signedOut, children: group(gated(['signed-out'])) },
      { ...gates.signedIn, children: group(gated(['member', 'admin'])) },
    ],
  },
];
