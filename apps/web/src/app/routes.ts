import { Crown, House, ListChecks, type LucideIcon, UserRound, Users } from 'lucide-react';
import type { ComponentType } from 'react';

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
  title: string;
  /** For public pages: the description in the HTML head and its Open Graph tags. */
  description?: string;
  /** The page's body is prerendered into the HTML the server sends (public pages only). */
  prerender?: boolean;
  /** An entry in the member navigation, or in the links of every public footer. */
  nav?: { member: { label: string; icon: LucideIcon } } | { footer: string };
}

const landing = {
  access: 'public',
  screen: screen('./routes/landing.tsx', 'LandingRoute'),
  title: 'Nova: daily rewards from a pool you can check',
  description:
    'Deposit USDT or USDC on BEP20 or Polygon, choose a VIP level and earn daily rewards paid from a rewards pool you can check on the transparency page.',
  prerender: true,
} as const;

export const appRoutes: AppRoute[] = [
  { path: '/', ...landing },
  { path: '/nova-staking', ...landing },
  {
    path: '/transparency',
    access: 'public',
    screen: screen('../features/transparency/components/transparency-page.tsx', 'TransparencyPage'),
    title: 'Transparency · Nova',
    description:
      'What Nova holds, what it owes its members and how many days of rewards the pool covers, read from its ledger, with the daily history.',
    prerender: true,
    nav: { footer: 'Transparency' },
  },
  {
    path: '/help',
    access: 'public',
    screen: screen('./routes/legal.tsx', 'HelpRoute'),
    title: 'Help · Nova',
    description:
      'How deposits, confirmations, memberships, the rewards pool, referral bonuses, withdrawals and fees work.',
    prerender: true,
    nav: { footer: 'Help' },
  },
  {
    path: '/terms',
    access: 'public',
    screen: screen('./routes/legal.tsx', 'TermsRoute'),
    title: 'Terms · Nova',
    description: 'The terms for using Nova.',
    prerender: true,
    nav: { footer: 'Terms' },
  },
  {
    path: '/privacy',
    access: 'public',
    screen: screen('./routes/legal.tsx', 'PrivacyRoute'),
    title: 'Privacy · Nova',
    description: 'What Nova stores about you, why, and who sees it.',
    prerender: true,
    nav: { footer: 'Privacy' },
  },
  {
    path: '/login',
    access: 'signed-out',
    screen: screen('./routes/login.tsx', 'LoginRoute'),
    title: 'Sign In · Nova',
    description: 'Sign in to your Nova account.',
    prerender: true,
  },
  {
    path: '/register',
    access: 'signed-out',
    screen: screen('./routes/register.tsx', 'RegisterRoute'),
    title: 'Create an account · Nova',
    description: 'Create a Nova account with an email or phone number.',
    prerender: true,
  },
  {
    path: '/forgot-password',
    access: 'signed-out',
    screen: screen('./routes/forgot-password.tsx', 'ForgotPasswordRoute'),
    title: 'Reset your password · Nova',
  },
  {
    path: '/reset-password',
    access: 'signed-out',
    screen: screen('./routes/reset-password.tsx', 'ResetPasswordRoute'),
    title: 'Choose a new password · Nova',
  },
  {
    path: '/verify-email',
    access: 'public',
    layout: 'auth',
    screen: screen('./routes/verify-email.tsx', 'VerifyEmailRoute'),
    title: 'Verify your email · Nova',
  },
  {
    path: '/dashboard',
    access: 'member',
    screen: screen('./routes/dashboard.tsx', 'DashboardRoute'),
    title: 'Dashboard · Nova',
    nav: { member: { label: 'Home', icon: House } },
  },
  {
    path: '/tasks',
    access: 'member',
    screen: screen('../features/tasks/components/tasks-page.tsx', 'TasksPage'),
    title: 'Tasks · Nova',
    nav: { member: { label: 'Tasks', icon: ListChecks } },
  },
  {
    path: '/vip-selection',
    access: 'member',
    screen: screen('./routes/vip-selection.tsx', 'VipSelectionRoute'),
    title: 'Choose Your VIP Level · Nova',
    nav: { member: { label: 'VIP', icon: Crown } },
  },
  {
    path: '/invite',
    access: 'member',
    screen: screen('./routes/invite.tsx', 'InviteRoute'),
    title: 'Invite Friends · Nova',
    nav: { member: { label: 'Team', icon: Users } },
  },
  {
    path: '/profile',
    access: 'member',
    screen: screen('./routes/profile.tsx', 'ProfileRoute'),
    title: 'Profile · Nova',
    nav: { member: { label: 'Profile', icon: UserRound } },
  },
  {
    path: '/deposit',
    access: 'member',
    screen: screen('./routes/deposit.tsx', 'DepositRoute'),
    title: 'Make a Deposit · Nova',
  },
  {
    path: '/withdraw',
    access: 'member',
    screen: screen('./routes/withdraw.tsx', 'WithdrawRoute'),
    title: 'Withdraw Funds · Nova',
  },
  // The spec's placeholder paths lead to the screens that exist (DESIGN §2).
  { path: '/referral', access: 'member', redirect: () => '/invite', title: 'Invite Friends · Nova' },
  {
    path: '/transactions',
    access: 'member',
    redirect: () => '/profile#transactions',
    title: 'Profile · Nova',
  },
  {
    path: '/admin',
    access: 'admin',
    screen: screen('./routes/admin/admin-route.tsx', 'AdminRoute'),
    title: 'Admin Panel · Nova',
  },
  {
    path: '/admin/:tab',
    access: 'admin',
    redirect: ({ tab }) => `/admin?tab=${encodeURIComponent(tab ?? '')}`,
    title: 'Admin Panel · Nova',
  },
  {
    path: '*',
    access: 'public',
    layout: 'none',
    screen: screen('./routes/not-found.tsx', 'NotFound'),
    title: 'Page not found · Nova',
  },
];

export const defaultLayouts: Record<Access, Layout> = {
  public: 'public',
  'signed-out': 'auth',
  member: 'user',
  admin: 'none',
};

export const layoutOf = (route: AppRoute): Layout => route.layout ?? defaultLayouts[route.access];
