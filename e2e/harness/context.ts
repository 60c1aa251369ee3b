import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DevChains } from '../../apps/server/src/dev-chains/dev-chains.ts';
import type { Api } from './api.ts';
import type { ApiServer } from './api-server.ts';
import { expectVisible } from './expect.ts';
import type { Mailbox } from './mailbox.ts';
import { QuietNetwork } from './quiet-network.ts';
import { captureScreen, viewports } from './screens.ts';

export interface Member {
  fullName: string;
  email: string;
  password: string;
  token: string;
  referralCode: string;
}

export interface Environment {
  browser: Browser;
  baseUrl: string;
  api: Api;
  /** The server in this process: its services and local chains, for fixtures. */
  server: ApiServer;
  mailbox: Mailbox;
  admin: { email: string; password: string };
  /** The local chains the API reads deposits from (mine blocks, move tokens). */
  chains: DevChains;
  /** Sessions made once per run and shared by tests that do not end them (registration is rate limited). */
  shared: { member?: Promise<Member>; adminToken?: Promise<string> };
}

let memberCount = 0;

/** What each test gets: a fresh browser context and fixtures to sign in as a member or the administrator. */
export class TestContext {
  readonly errors: Error[] = [];
  private readonly network: QuietNetwork;

  private constructor(
    readonly env: Environment,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('pageerror', (error) => this.errors.push(error));
    this.network = new QuietNetwork(page);
  }

  static async open(env: Environment): Promise<TestContext> {
    const context = await env.browser.newContext({ viewport: viewports.desktop, colorScheme: 'light' });
    context.setDefaultTimeout(10_000);
    const t = new TestContext(env, context, await context.newPage());
    await t.failOnPolicyViolations();
    return t;
  }

  /**
   * What the page's Content-Security-Policy refuses counts as an error of the page: a refusal is
   * either something the app needs and does not get, or a library trying what the policy forbids.
   */
  private async failOnPolicyViolations(): Promise<void> {
    await this.context.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
      this.errors.push(new Error(`the Content-Security-Policy refused ${violation}`));
    });
    await this.context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportPolicyViolation(violation: string): void })
          .reportPolicyViolation;
        report(`${event.violatedDirective} (${event.blockedURI}) in ${event.sourceFile}:${event.lineNumber}`);
      });
    });
  }

  get api(): Api {
    return this.env.api;
  }

  get mailbox(): Mailbox {
    return this.env.mailbox;
  }

  url(pathname: string): string {
    return `${this.env.baseUrl}${pathname}`;
  }

  async goto(pathname: string): Promise<void> {
    await this.page.goto(this.url(pathname));
  }

  /** Screenshots at both widths in both themes, and the axe scan, of the whole page. */
  async screen(name: string): Promise<void> {
    await this.readToEnd();
    await this.network.settled();
    await captureScreen(this.page, name);
  }

  /** The member's dashboard, read to its end: every part of it is there, however far down. */
  async openDashboard(): Promise<void> {
    await this.goto('/dashboard');
    await expectVisible(this.page.getByRole('heading', { name: 'Your wallet' }));
    await this.readToEnd();
  }

  /**
   * Scrolls down to the end of the page, as a reader does, until every part the screen renders
   * only when it comes near the view (`data-render-near`) is there; then back where it was.
   */
  async readToEnd(): Promise<void> {
    if ((await this.page.locator('[data-render-near]').count()) === 0) return;
    const { scrollY } = await this.page.evaluate(() => ({ scrollY: window.scrollY }));
    await this.page.waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('[data-render-near]') === null;
      },
      undefined,
      { polling: 100 },
    );
    await this.page.evaluate((top) => window.scrollTo(0, top), scrollY);
  }

  uniqueEmail(label: string): string {
    memberCount += 1;
    return `${label}-${memberCount}-${Date.now().toString(36)}@example.com`;
  }

  /**
   * A registered member, with the email verified through the code that arrived over SMTP. The
   * registration goes through the auth service in process: the same rules as POST /auth/register,
   * without its per-address limit (10 an hour), which a whole suite from one address would exceed.
   */
  async createMember({ verified = true, fullName = 'Grace Hopper' } = {}): Promise<Member> {
    const email = this.uniqueEmail('member');
    const password = 'Correct-Horse7';
    const { token, user } = await this.env.server.app.services.auth.register({
      fullName,
      email,
      phone: null,
      password,
      referralCode: null,
    });
    if (verified) await this.api.verifyEmail(token, await this.mailbox.waitForCode(email));
    return { fullName, email, password, token, referralCode: user.referralCode };
  }

  /** Stores a session token in the browser, as the app does after signing in. */
  async useToken(token: string): Promise<void> {
    await this.goto('/favicon.svg');
    await this.page.evaluate((value) => localStorage.setItem('token', value), token);
  }

  /** The run's shared verified member (Grace Hopper); tests that log out must use `createMember`. */
  sharedMember(): Promise<Member> {
    this.env.shared.member ??= this.createMember();
    return this.env.shared.member;
  }

  /** Signs the browser in as the shared member, or as a new one when options are given. */
  async signInAsMember(options?: { verified?: boolean; fullName?: string }): Promise<Member> {
    const member = options ? await this.createMember(options) : await this.sharedMember();
    await this.useToken(member.token);
    return member;
  }

  async signInAsAdmin(): Promise<void> {
    await this.useToken(await this.adminToken());
  }

  /** The administrator's session token (one login per run). */
  adminToken(): Promise<string> {
    const { email, password } = this.env.admin;
    this.env.shared.adminToken ??= this.api.login(email, password).then(({ token }) => token);
    return this.env.shared.adminToken;
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
