import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Two app instances over one database stand for two processes behind the proxy. Each answers for
 * a session from its own short cache; a session ended in one must answer 401 in the other at
 * once — as soon as the live events channel has carried the news, with no waiting for the cache
 * to age out.
 */
describe('session cache across processes', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const profile = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  /** Resolves when instance `t` has heard that sessions ended somewhere. */
  const heardSessionsEnded = (t: TestApp) =>
    new Promise<void>((resolve) => {
      const stop = t.app.services.events.hub.observeSessionsEnded(() => {
        stop();
        resolve();
      });
    });

  it('a logout in instance A makes the next call to instance B answer 401', async () => {
    const member = await createMember(a);
    // B answers (and now remembers the session) before the logout.
    expect((await profile(b, member.token)).statusCode).toBe(200);
    expect((await profile(b, member.token)).statusCode).toBe(200);

    const heard = heardSessionsEnded(b);
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(member.token),
    });
    expect(logout.statusCode).toBe(200);
    // A forgets at once by itself; B once the notification arrives.
    expect((await profile(a, member.token)).statusCode).toBe(401);
    await heard;
    const after = await profile(b, member.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('a suspension in instance A ends every session of the member in instance B', async () => {
    const member = await createMember(a);
    const other = await createMember(a);
    expect((await profile(b, member.token)).statusCode).toBe(200);
    expect((await profile(b, other.token)).statusCode).toBe(200);

    const heard = heardSessionsEnded(b);
    await a.app.services.auth.toggleUserStatus(other.userId, member.userId);
    await heard;
    expect((await profile(b, member.token)).statusCode).toBe(401);
    // Only that member's sessions were forgotten.
    expect((await profile(b, other.token)).statusCode).toBe(200);
  });
});
