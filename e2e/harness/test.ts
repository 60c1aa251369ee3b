import { test as base, expect, type Page } from '@playwright/test';
import { Api } from './api.ts';
import { type ApiServer, startApiServer } from './api-server.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';
import { Admin, Members } from './members.ts';
import { readToEnd, useToken } from './page.ts';
import { QuietNetwork } from './quiet-network.ts';
import { captureScreen } from './screens.ts';

interface WorkerFixtures {
  /**
   * An option (`test.use({ mainnetExplorers: true })`): the server's local chains answer with
   * mainnet's explorer links. A file that sets it runs on a worker, and a server, of its own.
   */
  mainnetExplorers: boolean;
  /**
   * An option: true starts the worker's server in demo mode, over the living world its first start
   * builds (decision 029); a file sets it with `test.use({ demo: true })` and gets a worker of its own.
   */
  demo: boolean;
  /** The real SMTP server the API delivers to; tests read codes from it as the member would. */
  mailbox: Mailbox;
  /** The API and the built web app over a fresh embedded database, with two local chains. */
  server: ApiServer;
  /** Direct calls to the API for what a test needs set up but is not testing. */
  api: Api;
  members: Members;
  admin: Admin;
}

interface TestFixtures {
  /** Screenshots at both widths in both themes, with the axe scan, of the whole page. */
  checkScreen: (name: string) => Promise<void>;
  /** The page signed in as the worker's shared member. */
  memberPage: Page;
  /** The page signed in as the administrator. */
  adminPage: Page;
}

/**
 * The suite's fixtures. Each worker has its own mailbox, server and database, so files on two
 * workers never see each other's members, settings or clock; the tests of one file run in order
 * on one worker, over what the file's earlier tests left. A test fails on any uncaught error in
 * its pages and on anything the Content-Security-Policy refuses.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  demo: [false, { scope: 'worker', option: true }],
  mailbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  mainnetExplorers: [false, { scope: 'worker', option: true }],
  server: [
    async ({ mailbox, mainnetExplorers, demo }, use) => {
      const server = await startApiServer(
        {
          ...(demo ? { DEMO: 'true' } : {}),
          SMTP_URL: mailbox.url,
          ADMIN_EMAIL: 'admin@nova.test',
          ADMIN_PASSWORD: 'Admin-Passw0rd!',
          SUPPORT_URL: 'https://support.example.com/chat',
          // The fixtures' calls each come as from a client of their own (harness/api.ts).
          TRUST_PROXY: '127.0.0.1',
        },
        { mainnetExplorers },
      );
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  api: [async ({ server }, use) => use(new Api(server.baseUrl)), { scope: 'worker' }],
  members: [async ({ api, mailbox }, use) => use(new Members(api, mailbox)), { scope: 'worker' }],
  admin: [async ({ api }, use) => use(new Admin(api)), { scope: 'worker' }],

  baseURL: async ({ server }, use) => use(server.baseUrl),

  context: async ({ context }, use) => {
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(String(error.error())));
    // What the page's Content-Security-Policy refuses counts as an error of the page: either
    // something the app needs and does not get, or a library trying what the policy forbids.
    await context.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
      errors.push(`the Content-Security-Policy refused ${violation}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportPolicyViolation(violation: string): void })
          .reportPolicyViolation;
        report(`${event.violatedDirective} (${event.blockedURI}) in ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    await use(context);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },

  checkScreen: async ({ page }, use) => {
    const network = new QuietNetwork(page);
    await use(async (name) => {
      await readToEnd(page);
      await network.settled();
      await captureScreen(page, name);
    });
  },

  memberPage: async ({ page, members }, use) => {
    await useToken(page, (await members.shared()).token);
    await use(page);
  },

  adminPage: async ({ page, admin }, use) => {
    await admin.signIn(page);
    await use(page);
  },
});

export { expect };
