/**
 * The catalog groups a screen loads (decision 032): a visitor of the landing page downloads only
 * the landing page's words in one language; a public page adds its own group, a member screen the
 * member frame's and its own screen's, an administrator the back office's as well. The build puts
 * each group's catalogs of one language in one file (vite.config.ts), so a group costs one request.
 */
export type CatalogGroup =
  | 'landing'
  | 'data-states'
  | 'transparency'
  | 'help'
  | 'member'
  | 'account'
  | 'home'
  | 'deposits'
  | 'invite'
  | 'admin'
  | 'head';

/** The groups a route names beside its frame's (app/routes.ts `catalogs`): a page's own words. */
export type PageCatalogGroup = Exclude<CatalogGroup, 'landing' | 'data-states' | 'member' | 'admin' | 'head'>;

/**
 * The catalogs not in the member group: the landing page's (the public frame's words, the
 * landing screen's, the pause banner and support button), what screens reading data show (not the
 * landing page: loading and failure states, the error codes' meanings, the pager), the
 * transparency pages', the help, terms and privacy pages', and the public pages' descriptions,
 * which only the prerender writes (`head`, loaded by no screen). The member screens' words are
 * grouped by the screens that show them: signing in, the e-mail and password screens and the
 * profile (`account`); the dashboard and what it shows of tasks, VIP levels, withdrawals and the
 * community, which the Tasks, VIP and withdrawal screens show too (`home`); deposits (`deposits`);
 * the team (`invite`). The member group is what every signed-in or signing-in screen shows (the
 * member frame, the server's texts) and any catalog not named here; the back office is the admin
 * group.
 */
const groupOf = new Map<string, CatalogGroup>([
  ['frame', 'landing'],
  ['landing', 'landing'],
  ['site', 'landing'],
  ['data-states', 'data-states'],
  ['head', 'head'],
  ['transparency', 'transparency'],
  ['help', 'help'],
  ['auth', 'account'],
  ['two-factor', 'account'],
  ['profile', 'account'],
  ['dashboard', 'home'],
  ['community', 'home'],
  ['tasks', 'home'],
  ['vip', 'home'],
  ['withdrawals', 'home'],
  ['deposits', 'deposits'],
  ['referrals', 'invite'],
]);

/** The group a catalog belongs to, from its name: the smallest group that shows its words. */
export function groupOfCatalog(name: string): CatalogGroup {
  return groupOf.get(name) ?? (name.startsWith('admin') ? 'admin' : 'member');
}
