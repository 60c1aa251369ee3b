import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../src/db/client.ts';
import { twoFactorSecrets } from '../src/modules/two-factor/two-factor.tables.ts';
import { TEST_PASSWORD } from './members.ts';
import type { TestApp } from './test-app.ts';

/** Two-factor sign-ins for tests: the authenticator app's code, and both sign-in steps with it. */
export function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** Both sign-in steps with a fresh code; answers the second step's status. */
export async function signInWithCode(t: TestApp, member: { email: string }, secret: string): Promise<number> {
  t.clock.advance(30_000);
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: member.email, password: TEST_PASSWORD },
  });
  const { challengeToken } = first.json();
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa',
    payload: { challengeToken, code: codeAt(secret, t.clock.now()) },
  });
  return second.statusCode;
}

/** Turns two-factor authentication on for a member the way the profile page does; its secret. */
export async function enrolTwoFactor(t: TestApp, member: { userId: string; email: string }): Promise<string> {
  const { twoFactor } = t.app.services;
  const { secret } = await twoFactor.setup(member.userId, member.email);
  await twoFactor.enable(member.userId, codeAt(secret, t.clock.now()));
  return secret;
}

/** What the database holds for a member's two-factor secret (sealed, or plain before sealing). */
export async function storedSecret(t: { database: Database }, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return row?.secret ?? '';
}
