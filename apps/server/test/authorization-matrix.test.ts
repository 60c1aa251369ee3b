import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from './signed-in-user.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 12 §2: an authorization matrix built from the route table itself (the OpenAPI document,
 * which lists every route), so a new route cannot skip it: every admin route refuses a member
 * (403) and a caller without a token (401); every member route refuses a caller without a token.
 */
interface RouteEntry {
  method: string;
  url: string;
  secured: boolean;
}

function routeTable(document: { paths?: Record<string, Record<string, { security?: unknown[] }>> }) {
  const routes: RouteEntry[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      // Path parameters get a well-formed id: the scope's check runs before any lookup.
      const url = path.replace(/\{[^}]+\}/g, '0190a000-0000-7000-8000-000000000000');
      routes.push({ method: method.toUpperCase(), url, secured: (operation.security ?? []).length > 0 });
    }
  }
  return routes;
}

describe('authorization matrix', () => {
  let t: TestApp;
  let member: SignedInUser;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp();
    member = await createSignedInUser(t);
    routes = routeTable(t.app.swagger() as Parameters<typeof routeTable>[0]);
  });
  afterAll(() => t.close());

  const call = (route: RouteEntry, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: route.method as 'GET',
      url: route.url,
      headers,
      payload: route.method === 'GET' ? undefined : {},
    });

  it('finds the admin and member routes in the route table', () => {
    expect(routes.filter((route) => route.url.startsWith('/api/admin/')).length).toBeGreaterThan(20);
    expect(
      routes.filter((route) => route.secured && !route.url.startsWith('/api/admin/')).length,
    ).toBeGreaterThan(15);
  });

  it('refuses every admin route to a member (403) and to no token (401)', async () => {
    const admin = routes.filter((route) => route.url.startsWith('/api/admin/'));
    const wrong: string[] = [];
    for (const route of admin) {
      const anonymous = await call(route);
      const asMember = await call(route, member.headers);
      if (anonymous.statusCode !== 401)
        wrong.push(`${route.method} ${route.url} without a token: ${anonymous.statusCode}`);
      if (asMember.statusCode !== 403)
        wrong.push(`${route.method} ${route.url} as a member: ${asMember.statusCode}`);
    }
    expect(wrong).toEqual([]);
    console.info(`authorization matrix: ${admin.length} admin routes, ${admin.length * 2} requests`);
  });

  it('refuses every member route to a caller without a token (401)', async () => {
    const memberRoutes = routes.filter((route) => route.secured && !route.url.startsWith('/api/admin/'));
    const wrong: string[] = [];
    for (const route of memberRoutes) {
      const res = await call(route);
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      const lower = await call(route, { authorization: 'bearer not-a-session' });
      if (lower.statusCode !== 401)
        wrong.push(`${route.method} ${route.url} with an unknown token: ${lower.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
