import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defaultLanguage, type Language, languages } from '@nova/contracts/languages';
import { Crown, House, ListChecks, type LucideIcon, UserRound, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { CatalogGroup, PageCatalogGroup } from '@/lib/i18n/catalogs.ts';
import { pathInLanguage } from '@/lib/i18n/language.ts';
import { transparencyRouteWords } from '../features/transparency/route-words.ts';
import { helpRouteWords } from './help-route-words.ts';
import { memberRouteWords } from './member-route-words.ts';
import { routeDescriptions } from './route-descriptions.ts';

/**
 * The app's one route table: each page is one entry, and the router (app/router.tsx), the head of
 * the HTML the server sends (title, description, Open Graph: route-meta.ts), the prerendered pages
 * and the preloads of signed-in ones (scripts/prerender.mjs) and the navigation (layouts/nav-items.ts)
 * are derived from it. Adding a page is adding an entry.
 */

/** Who may open a route: anyone, only a signed-out visitor, a signed-in member, an administrator. */
export type Access = 'public' | 'signed-out' | 'member' | 'admin';

/** The frame a screen is drawn in; the admin panel and the 404 page draw their own. */
export type Layout = 'public' | 'auth' | 'user' | 'none';

/**
 * The screens, each its own chunk fetched when its route is first matched (decision 008): the
 * landing page downloads no member code, a member no admin code. A screen is named by its file,
 * which is also how the build's manifest names the chunk the prerender preloads.
 */
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  './routes/*.tsx',
  '!./routes/route-error.tsx',
  './routes/admin/admin-route.tsx',
  '../features/tasks/components/tasks-page.tsx',
  '../features/transparency/components/transparency-page.tsx',
]);

export interface Screen {
  /** The module's path in the build (its manifest key), e.g. `src/app/routes/dashboard.tsx`. */
  module: string;
  load: () => Promise<ComponentType>;
}

/** The component `name` exported by the screen file `file` (relative to this folder). */
function screen(file: string, name: string): Screen {
  const load = screenModules[file];
  if (!load) throw new Error(`${file} is not a screen module (see screenModules)`);
  return {
    module: new URL(file, 'file:///src/app/').pathname.slice(1),
    load: async () => {
      const component = (await load())[name];
      if (!component) throw new Error(`${file} exports no ${name}`);
      return component;
    },
  };
}

export interface AppRoute {
  path: string;
  access: Access;
  /** Defaults by access: public → public, signed-out → auth, member → user, admin → none. */
  layout?: Layout;
  /** What the route shows; a route without a screen redirects. */
  screen?: Screen;
  /** Where the route leads instead, from its URL parameters (the spec's placeholder paths). */
  redirect?: (params: Record<string, string | undefined>) => string;
  /** The document's title. */
  title: MessageDescriptor;
  /** For public pages: the description in the HTML head and its Open Graph tags. */
  description?: MessageDescriptor;
  /** The page's own catalog groups, loaded with its frame's (decision 032). */
  catalogs?: PageCatalogGroup[];
  /** The page's body is prerendered into the HTML the server sends (public pages only). */
  prerender?: boolean;
  /** An entry in the member navigation, or in the links of every public footer. */
  nav?: { member: { label: MessageDescriptor; icon: LucideIcon } } | { footer: MessageDescriptor };
}

const landing = {
  access: 'public',
  screen: screen('./routes/landing.tsx', 'LandingRoute'),
  title: msg`Nova: daily rewards from a pool you can check`,
  description: routeDescriptions.landing,
  prerender: true,
} as const;

export const appRoutes: AppRoute[] = [
  { path: '/', ...landing },
  { path: '/nova-staking', ...landing },
  {
    path: '/transparency',
    access: 'public',
    screen: screen('../features/transparency/components/transparency-page.tsx', 'TransparencyPage'),
    catalogs: ['transparency'],
    ...transparencyRouteWords.transparency,
    description: routeDescriptions.transparency,
    prerender: true,
    nav: { footer: msg`Transparency` },
  },
  {
    path: '/help',
    access: 'public',
    screen: screen('./routes/legal.tsx', 'HelpRoute'),
    catalogs: ['help'],
    ...helpRouteWords.help,
    description: routeDescriptions.help,
    prerender: true,
    nav: { footer: msg`Help` },
  },
  {
    path: '/terms',
    access: 'public',
    screen: screen('./routes/legal.tsx', 'TermsRoute'),
    catalogs: ['help'],
    ...helpRouteWords.terms,
    description: routeDescriptions.terms,
    prerender: true,
    nav: { footer: msg`Terms` },
  },
  {
    path: '/privacy',
    access: 'public',
    screen: screen('./routes/legal.tsx', 'PrivacyRoute'),
    catalogs: ['help'],
    ...helpRouteWords.privacy,
    description: routeDescriptions.privacy,
    prerender: true,
    nav: { footer: msg`Privacy` },
  },
  {
    path: '/login',
    access: 'signed-out',
    screen: screen('./routes/login.tsx', 'LoginRoute'),
    catalogs: ['account'],
    ...memberRouteWords.login,
    description: routeDescriptions.login,
    prerender: true,
  },
  {
    path: '/register',
    access: 'signed-out',
    screen: screen('./routes/register.tsx', 'RegisterRoute'),
    catalogs: ['account'],
    ...memberRouteWords.register,
    description: routeDescriptions.register,
    prerender: true,
  },
  {
    path: '/forgot-password',
    access: 'signed-out',
    screen: screen('./routes/forgot-password.tsx', 'ForgotPasswordRoute'),
    catalogs: ['account'],
    ...memberRouteWords.forgotPassword,
  },
  {
    path: '/reset-password',
    access: 'signed-out',
    screen: screen('./routes/reset-password.tsx', 'ResetPasswordRoute'),
    catalogs: ['account'],
    ...memberRouteWords.resetPassword,
  },
  {
    path: '/verify-email',
    access: 'public',
    layout: 'auth',
    screen: screen('./routes/verify-email.tsx', 'VerifyEmailRoute'),
    catalogs: ['account'],
    ...memberRouteWords.verifyEmail,
  },
  {
    path: '/undo-email-change',
    access: 'public',
    layout: 'auth',
    screen: screen('./routes/undo-email-change.tsx', 'UndoEmailChangeRoute'),
    catalogs: ['account'],
    ...memberRouteWords.undoEmailChange,
  },
  {
    path: '/dashboard',
    access: 'member',
    screen: screen('./routes/dashboard.tsx', 'DashboardRoute'),
    catalogs: ['home'],
    ...memberRouteWords.dashboard,
    nav: { member: { label: memberRouteWords.nav.home, icon: House } },
  },
  {
    path: '/tasks',
    access: 'member',
    screen: screen('../features/tasks/components/tasks-page.tsx', 'TasksPage'),
    catalogs: ['home'],
    ...memberRouteWords.tasks,
    nav: { member: { label: memberRouteWords.nav.tasks, icon: ListChecks } },
  },
  {
    path: '/vip-selection',
    access: 'member',
    screen: screen('./routes/vip-selection.tsx', 'VipSelectionRoute'),
    catalogs: ['home'],
    ...memberRouteWords.vipSelection,
    nav: { member: { label: memberRouteWords.nav.vip, icon: Crown } },
  },
  {
    path: '/invite',
    access: 'member',
    screen: screen('./routes/invite.tsx', 'InviteRoute'),
    catalogs: ['invite'],
    ...memberRouteWords.invite,
    nav: { member: { label: memberRouteWords.nav.team, icon: Users } },
  },
  {
    path: '/profile',
    access: 'member',
    screen: screen('./routes/profile.tsx', 'ProfileRoute'),
    catalogs: ['account', 'home', 'deposits'],
    ...memberRouteWords.profile,
    nav: { member: { label: memberRouteWords.nav.profile, icon: UserRound } },
  },
  {
    path: '/deposit',
    access: 'member',
    screen: screen('./routes/deposit.tsx', 'DepositRoute'),
    catalogs: ['deposits'],
    ...memberRouteWords.deposit,
  },
  {
    path: '/transparency/verify',
    access: 'member',
    screen: screen('./routes/transparency-verify.tsx', 'TransparencyVerifyRoute'),
    catalogs: ['transparency'],
    ...transparencyRouteWords.verify,
  },
  {
    path: '/withdraw',
    access: 'member',
    screen: screen('./routes/withdraw.tsx', 'WithdrawRoute'),
    catalogs: ['home'],
    ...memberRouteWords.withdraw,
  },
  // The spec's placeholder paths lead to the screens that exist (DESIGN §2).
  { path: '/referral', access: 'member', redirect: () => '/invite', ...memberRouteWords.invite },
  {
    path: '/transactions',
    access: 'member',
    redirect: () => '/profile#transactions',
    ...memberRouteWords.profile,
  },
  {
    path: '/admin',
    access: 'admin',
    screen: screen('./routes/admin/admin-route.tsx', 'AdminRoute'),
    ...memberRouteWords.admin,
  },
  {
    path: '/admin/:tab',
    access: 'admin',
    redirect: ({ tab }) => `/admin?tab=${encodeURIComponent(tab ?? '')}`,
    ...memberRouteWords.admin,
  },
  {
    path: '*',
    access: 'public',
    layout: 'none',
    screen: screen('./routes/not-found.tsx', 'NotFound'),
    catalogs: ['help'],
    ...helpRouteWords.notFound,
  },
];

export const defaultLayouts: Record<Access, Layout> = {
  public: 'public',
  'signed-out': 'auth',
  member: 'user',
  admin: 'none',
};

export const layoutOf = (route: AppRoute): Layout => route.layout ?? defaultLayouts[route.access];

/** The frame's catalog group: the public frame's pages the landing page's, the back office its own. */
function frameCatalogGroup(route: AppRoute): CatalogGroup {
  if (route.access === 'admin') return 'admin';
  const layout = layoutOf(route);
  return route.access === 'public' && (layout === 'public' || layout === 'none') ? 'landing' : 'member';
}

/**
 * The catalog groups a route's screen needs (lib/i18n/catalogs.ts): its frame's, and the page's
 * own (the transparency pages', the help, terms and privacy pages', a member screen's).
 */
export function catalogGroupsOf(route: AppRoute): CatalogGroup[] {
  return [frameCatalogGroup(route), ...(route.catalogs ?? [])];
}

/** The languages with an address prefix of their own (`/es/…`); English keeps the bare paths. */
export const prefixedLanguages = languages.filter(
  (language): language is Exclude<Language, 'en'> => language !== defaultLanguage,
);

/**
 * The prerendered pages again at each other language's address (`/es/transparency`), so a page
 * shared or found by a search engine opens in its language (decision 032).
 */
export const routesInEveryLanguage: AppRoute[] = appRoutes.flatMap((route) =>
  route.prerender
    ? [
        route,
        ...prefixedLanguages.map((language) => ({ ...route, path: pathInLanguage(route.path, language) })),
      ]
    : [route],
);
