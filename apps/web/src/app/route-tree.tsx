import { useLingui } from '@lingui/react';
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, type RouteObject, ScrollRestoration, useMatches, useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import type { CatalogGroup } from '@/lib/i18n/catalogs.ts';
import { loadLanguageFor } from '@/lib/i18n/language.ts';
import { RouteError } from './routes/route-error.tsx';
import {
  type AppRoute,
  catalogGroupsOf,
  type Layout,
  layoutOf,
  routesInEveryLanguage,
  type Screen,
} from './routes.ts';

/**
 * A screen loaded when its route is first matched, as its own chunk (decision 008), together with
 * the words it shows in the active language (decision 032).
 */
const lazyScreen = ({ load }: Screen, catalogs: CatalogGroup[]): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [Component] = await Promise.all([load(), loadLanguageFor(catalogs)]);
    return { Component };
  },
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
  // The frame around a redirect renders first, in the active language: its words load first too.
  if (redirect)
    return {
      path,
      handle,
      lazy: async () => {
        await loadLanguageFor(catalogGroupsOf(route));
        return { element: <Redirect to={redirect} /> };
      },
    };
  if (!screen) throw new Error(`${path} has neither a screen nor a redirect`);
  return { path, handle, ...lazyScreen(screen, catalogGroupsOf(route)) };
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

const gated = (access: AppRoute['access'][]) =>
  routesInEveryLanguage.filter((route) => access.includes(route.access));

/**
 * Every screen opens at its top (or at the section its URL names); Back and Forward return to
 * where the member was. The document's title is the matched route's (app/routes.ts), set before
 * a screen's own effects, so a screen with a title of its state (the admin's tab) has the last word.
 */
function Root() {
  const matches = useMatches();
  const { i18n } = useLingui();
  const title = (matches.at(-1)?.handle as Pick<AppRoute, 'title'> | undefined)?.title;
  const text = title && i18n._(title);
  useLayoutEffect(() => {
    if (text) document.title = text;
  }, [text]);
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
