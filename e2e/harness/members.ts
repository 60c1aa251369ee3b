import { authResponseSchema } from '@nova/contracts';
import type { Page } from '@playwright/test';
import type { Api } from './api.ts';
import type { Mailbox } from './mailbox.ts';
import { useToken } from './page.ts';

export interface Member {
  userId: string;
  fullName: string;
  email: string;
  password: string;
  token: string;
  referralCode: string;
}

let emailCount = 0;

/** An address no other test in this run uses. */
export function uniqueEmail(label: string): string {
  emailCount += 1;
  return `${label}-${process.pid}-${emailCount}-${Date.now().toString(36)}@example.com`;
}

/**
 * Members as a visitor makes them: registered through POST /auth/register and verified with the
 * code that arrived over SMTP. One shared verified member (Grace Hopper) per worker serves the
 * tests that neither end its session nor change it.
 */
export class Members {
  private sharedMember: Promise<Member> | undefined;

  constructor(
    private readonly api: Api,
    private readonly mailbox: Mailbox,
  ) {}

  async create({
    verified = true,
    fullName = 'Grace Hopper',
    referralCode = null,
  }: {
    verified?: boolean;
    fullName?: string;
    referralCode?: string | null;
  } = {}): Promise<Member> {
    const email = uniqueEmail('member');
    const password = 'Correct-Horse7';
    const { token, user } = authResponseSchema.parse(
      await this.api.request('POST', '/auth/register', {
        fullName,
        email,
        phone: null,
        password,
        referralCode,
      }),
    );
    if (verified) await this.api.verifyEmail(token, await this.mailbox.waitForCode(email));
    return { userId: user.id, fullName, email, password, token, referralCode: user.referralCode };
  }

  /** The worker's shared verified member; tests that log out or change the member use `create`. */
  shared(): Promise<Member> {
    this.sharedMember ??= this.create();
    return this.sharedMember;
  }

  /** Signs the page in as the shared member, or as a new one when options are given. */
  async signIn(page: Page, options?: { verified?: boolean; fullName?: string }): Promise<Member> {
    const member = options ? await this.create(options) : await this.shared();
    await useToken(page, member.token);
    return member;
  }
}

/** The administrator the server is started with; one sign-in per worker. */
export class Admin {
  readonly email = 'admin@nova.test';
  readonly password = 'Admin-Passw0rd!';
  private session: Promise<string> | undefined;

  constructor(private readonly api: Api) {}

  token(): Promise<string> {
    this.session ??= this.api.login(this.email, this.password).then(({ token }) => token);
    return this.session;
  }

  async signIn(page: Page): Promise<void> {
    await useToken(page, await this.token());
  }
}
