/**
 * Title and description of each public route, written into the HTML the server sends (with Open
 * Graph tags) by the build's prerender step, so links shared or crawled read well without
 * JavaScript.
 */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  /** Prerender the page's body too (its headline and text; figures are placeholders until loaded). */
  body?: boolean;
}

const landingDescription =
  'Deposit USDT or USDC on BEP20 or Polygon, choose a VIP level and earn daily rewards paid from a rewards pool you can check on the transparency page.';

export const routeMeta: RouteMeta[] = [
  {
    path: '/',
    title: 'Nova: daily rewards from a pool you can check',
    description: landingDescription,
    body: true,
  },
  {
    path: '/nova-staking',
    title: 'Nova: daily rewards from a pool you can check',
    description: landingDescription,
    body: true,
  },
  {
    path: '/transparency',
    title: 'Transparency · Nova',
    description:
      'What Nova holds, what it owes its members and how many days of rewards the pool covers, read from its ledger, with the daily history.',
    body: true,
  },
  {
    path: '/help',
    title: 'Help · Nova',
    description:
      'How deposits, confirmations, memberships, the rewards pool, referral bonuses, withdrawals and fees work.',
  },
  { path: '/terms', title: 'Terms · Nova', description: 'The terms for using Nova.' },
  {
    path: '/privacy',
    title: 'Privacy · Nova',
    description: 'What Nova stores about you, why, and who sees it.',
  },
  { path: '/login', title: 'Sign In · Nova', description: 'Sign in to your Nova account.' },
  {
    path: '/register',
    title: 'Create an account · Nova',
    description: 'Create a Nova account with an email or phone number.',
  },
];

const signedIn = ['src/app/guards.tsx', 'src/app/layouts/user-layout.tsx'];

/**
 * The modules each signed-in route runs before its first paint (its guard, layout and screen, as
 * app/router.tsx loads them). The build preloads their files in the HTML the server sends for the
 * route, so the browser fetches them beside the entry instead of after the entry has run. A module
 * named here that is no longer a chunk of its own fails the build. The public pages get none:
 * their first paint is their prerendered HTML, and preloads there only compete with its styles
 * (measured, first visits: first paint 1.6 s without, 2.2 s with).
 */
export const routeModules: Record<string, string[]> = {
  '/dashboard': [...signedIn, 'src/app/routes/dashboard.tsx'],
  '/vip-selection': [...signedIn, 'src/app/routes/vip-selection.tsx'],
  '/tasks': [...signedIn, 'src/features/tasks/components/tasks-page.tsx'],
  '/deposit': [...signedIn, 'src/app/routes/deposit.tsx'],
  '/profile': [...signedIn, 'src/app/routes/profile.tsx'],
  '/invite': [...signedIn, 'src/app/routes/invite.tsx'],
};
