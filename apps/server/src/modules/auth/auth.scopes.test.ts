import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { ModuleRoutes } from '../../module-types.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { registerScopes, requireVerifiedEmail } from '../../plugins/scopes.ts';

/**
 * The scopes of rule 13 with real sessions: a probe module, registered only here, has an
 * admin route and a member route behind the verified-email guard.
 */
const probe: ModuleRoutes = {
  admin: async (admin) => {
    admin.get('/probe', async () => ({ ok: true }));
  },
  member: async (member) => {
    member.get('/probe/wallet', { preHandler: requireVerifiedEmail }, async () => ({ ok: true }));
  },
};

describe('member and admin scopes', () => {
  let t: TestApp;
  let probeApp: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    probeApp = Fastify();
    probeApp.decorate('services', t.app.services);
    probeApp.decorate('deps', t.app.deps);
    probeApp.decorateRequest('member', null as never);
    registerErrorHandler(probeApp);
    await probeApp.register((api) => registerScopes(api, [probe]), { prefix: '/api' });
    await probeApp.ready();
  });
  afterAll(async () => {
    await probeApp.close();
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    probeApp.inject({ method: 'GET', url, headers });

  it('refuses an admin route without a token (401) and to a member (403)', async () => {
    const anonymous = await get('/api/admin/probe');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
      errors: [],
    });

    const member = await registerMember(t.app);
    const forbidden = await get('/api/admin/probe', bearer(member.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: "You don't have admin privileges.",
      code: 'FORBIDDEN',
      errors: [],
    });
  });

  it('lets an administrator in, and a verified email through the wallet guard', async () => {
    const email = 'boss@example.com';
    await t.app.services.auth.provisionAccount({
      email,
      password: 'Admin1234',
      fullName: 'Boss',
      isAdmin: true,
      resetPassword: false,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password: 'Admin1234' },
    });
    expect(login.json().user).toMatchObject({ isAdmin: true, isEmailVerified: true });
    const res = await get('/api/admin/probe', bearer(login.json().token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await get('/api/probe/wallet', bearer(login.json().token))).statusCode).toBe(200);
  });

  it('keeps wallet routes from members without a verified email (403 with its message)', async () => {
    const member = await registerMember(t.app, { email: '', phone: '+15550009999' });
    const res = await get('/api/probe/wallet', bearer(member.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'For your security, you must verify your email before accessing your wallet and making transactions.',
      code: 'EMAIL_NOT_VERIFIED',
      errors: [],
    });
  });
});
