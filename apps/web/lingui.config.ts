import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The web app's message catalogs (decision 032): one per feature (`src/features/<name>/`), one for
 * the frame (routes, layouts, shared components and helpers), one for the frame's parts only signed-in
 * or signing-in screens show (`member-frame`, so the landing page does not download them; with the
 * sign-out notice of the member menu), one for
 * the help, terms and privacy pages (`help`), one for the back office's frame, one for what screens
 * reading data show (`data-states`), one for the public pages' descriptions in the HTML head
 * (`head`) and one for the server's fixed texts, each in every language. `npm run i18n:extract -w apps/web`
 * writes them from the code; `npm run i18n:check` fails when a message lacks a translation.
 * src/lib/i18n/catalogs.ts groups them into what the landing page, the member screens and the
 * back office load.
 */
const tests = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'];
const memberFrame = [
  '<rootDir>/src/app/member-route-words.ts',
  '<rootDir>/src/app/layouts/{auth-layout,mobile-menu,user-layout,user-menu}.tsx',
  '<rootDir>/src/app/routes/{dashboard,deposit,forgot-password,login,profile,register}.tsx',
  '<rootDir>/src/app/routes/{reset-password,transparency-verify,undo-email-change,verify-email,vip-selection}.tsx',
  '<rootDir>/src/components/{email-required,export-csv-button,loading-screen,network-results}.tsx',
  '<rootDir>/src/components/{profile-load-failed,status-badge,two-factor-code-form}.tsx',
  '<rootDir>/src/components/ui/{dialog,password-input,plain-dialog}.tsx',
  '<rootDir>/src/lib/{greeting,use-copy,use-server-now}.ts',
  // Signing out is offered by every member screen's menu: its notice is the member frame's.
  '<rootDir>/src/features/auth/api/logout.ts',
  // Only signed-in and signing-in screens raise a notice, so only they show the toaster.
  '<rootDir>/src/app/toasts.tsx',
];
/**
 * What every screen that reads data shows (`data-states`): its loading and failure states, the
 * connection's failures and what the server's error codes mean, the pager. The landing page shows
 * none of them (its own failure text is in its catalog).
 */
const dataStates = [
  '<rootDir>/src/components/query-state.tsx',
  '<rootDir>/src/components/ui/pager.tsx',
  '<rootDir>/src/lib/api-client.ts',
  '<rootDir>/src/lib/i18n/server-texts.ts',
];
/**
 * The help, terms, privacy and page-not-found pages' words (the `help` catalog), out of the
 * landing page's.
 */
const helpPages = [
  '<rootDir>/src/app/help-route-words.ts',
  '<rootDir>/src/app/routes/{legal,not-found}.tsx',
  '<rootDir>/src/features/site/components/{help-guide,page-text}.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: [...tests, ...helpPages, ...memberFrame],
    },
    {
      path: '<rootDir>/src/locales/{locale}/frame',
      include: ['<rootDir>/src/app/', '<rootDir>/src/components/', '<rootDir>/src/lib/'],
      exclude: [
        ...tests,
        '<rootDir>/src/app/routes/admin/**',
        '<rootDir>/src/lib/i18n/server-texts.generated.ts',
        '<rootDir>/src/app/route-descriptions.ts',
        ...dataStates,
        ...memberFrame,
        ...helpPages,
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/member-frame',
      include: memberFrame,
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/help',
      include: helpPages,
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin-frame',
      include: ['<rootDir>/src/app/routes/admin/'],
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/data-states',
      include: dataStates,
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/head',
      include: ['<rootDir>/src/app/route-descriptions.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/server-texts',
      include: ['<rootDir>/src/lib/i18n/server-texts.generated.ts'],
    },
  ],
  // Origins without line numbers: a line added above a message does not rewrite every catalog.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
