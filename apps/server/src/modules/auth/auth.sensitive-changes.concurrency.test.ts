import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientAddresses, registerMember, uniqueEmail } from '../../../test/members.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { users } from './auth.tables.ts';

/**
 * A stolen session is no password oracle under a burst either: 200 wrong current passwords sent
 * at once get at most the route's limit checked (PostgreSQL: real concurrency).
 */
describe.skipIf(!onPostgres)('sensitive changes under a burst (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verifiedMember = async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: t.clock.now() })
      .where(eq(users.id, member.user.id));
    return member;
  };

  it.each([
    [
      'PATCH',
      '/api/auth/profile',
      (i: number) => ({ email: uniqueEmail('burst'), currentPassword: `Guess-${i}-x` }),
    ],
    ['POST', '/api/auth/2fa/enable', (i: number) => ({ code: '123456', currentPassword: `Guess-${i}-x` })],
  ] as const)('%s %s checks at most 10 of 200 wrong passwords', async (method, url, payload) => {
    const member = await verifiedMember();
    if (url.endsWith('enable'))
      await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(member.token) });
    const nextIp = clientAddresses(url.endsWith('enable') ? 8 : 9);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method,
          url,
          headers: bearer(member.token),
          payload: payload(i),
          remoteAddress: nextIp(),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    const checked = statuses.filter((status) => status === 422).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked + statuses.filter((status) => status === 429).length).toBe(200);
    const row = (await t.database.db.select().from(users).where(eq(users.id, member.user.id)))[0];
    expect(row?.email).toBe(member.user.email);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(member.token) });
    expect(status.json().enabled).toBe(false);
  });
});
