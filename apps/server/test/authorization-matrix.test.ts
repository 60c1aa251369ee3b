import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositSenderProofs } from '../src/modules/deposits/deposits.tables.ts';
import { insertPendingClaim } from './fixtures.ts';
import { TEST_PASSWORD } from './members.ts';
import { givePassword } from './sender-proofs.ts';
import { createSignedInUser, type SignedInUser } from './signed-in-user.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Rule 13: an authorization matrix built from the route table itself (the OpenAPI document,
 * which lists every route), so a new route cannot skip it: every admin route refuses a member
 * (403) and a caller without a token (401); every member route refuses a caller without a token;
 * every member route with an id in its path answers 404 for another member's id.
 */
interface RouteEntry {
  method: string;
  /** The OpenAPI path, `{id}` and all. */
  path: string;
  url: string;
  secured: boolean;
}

const idPlaceholder = /\{[^}]+\}/g;

function routeTable(document: { paths?: Record<string, Record<string, { security?: unknown[] }>> }) {
  const routes: RouteEntry[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      // Path parameters get a well-formed id: the scope's check runs before any lookup.
      const url = path.replace(idPlaceholder, '0190a000-0000-7000-8000-000000000000');
      routes.push({
        method: method.toUpperCase(),
        path,
        url,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return routes;
}

/** Bodies that pass validation, so the ownership check is what answers. */
const validBodies: Record<string, Record<string, string>> = {
  '/api/deposit/{id}/transaction-hash': { transactionHash: `0x${'ab'.repeat(32)}` },
  '/api/deposit/{id}/verify': {},
  '/api/deposit/sender-addresses/{address}': { currentPassword: TEST_PASSWORD },
  '/api/tasks/start/{id}': {},
};

describe('authorization matrix', () => {
  let t: TestApp;
  let member: SignedInUser;
  let routes: RouteEntry[];
  /** Something of another member's for each kind of id a member route takes, by path prefix. */
  let othersIds: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await givePassword(t, await createSignedInUser(t));
    routes = routeTable(t.app.swagger() as Parameters<typeof routeTable>[0]);
    const other = await createSignedInUser(t);
    const depositId = await insertPendingClaim(t, other.userId);
    const othersSender = privateKeyToAddress(generatePrivateKey());
    await t.database.db.insert(depositSenderProofs).values({
      address: othersSender.toLowerCase(),
      userId: other.userId,
      signature: '0x',
      message: '',
      createdAt: t.clock.now(),
    });
    // Tasks are one list for everybody: an id that is no task stands for a task not yours.
    othersIds = {
      '/api/deposit/sender-addresses/': othersSender,
      '/api/deposit/': depositId,
      '/api/tasks/start/': 'another-members-task',
    };
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

  it("answers 404 on every id-bearing member route for another member's id", async () => {
    const withIds = routes.filter(
      (route) => route.secured && !route.url.startsWith('/api/admin/') && route.path.includes('{'),
    );
    expect(withIds.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of withIds) {
      const prefix = Object.keys(othersIds).find((candidate) => route.path.startsWith(candidate));
      if (!prefix) {
        wrong.push(`${route.method} ${route.path}: no fixture of another member's for this id; add one`);
        continue;
      }
      const url = route.path.replace(idPlaceholder, othersIds[prefix] ?? '');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: member.headers,
        payload: route.method === 'GET' ? undefined : validBodies[route.path],
      });
      if (res.statusCode !== 404)
        wrong.push(`${route.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
