import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './signed-in-user.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Rule 6: generated bad input to every route of the OpenAPI document (wrong types, huge
 * numbers, NUL, lone surrogates, 1 MB strings, deep JSON, unknown fields), signed out, as a member
 * and as an administrator. Whatever comes back must be an answer about the request (4xx), never a
 * server error. CI runs it on both databases.
 *
 * Coverage is checked, not assumed: every API route the server has is in the document (or named
 * below as undocumented on purpose, and fuzzed all the same), and every one gets bad requests; a
 * new route that escapes either fails the suite.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

/** API routes the document leaves out on purpose; fuzzed like the others. */
const undocumented = ['GET /api/metrics'];
/** Live streams stay open by design: they take no body, and their limits have their own tests. */
const streams = ['GET /api/events', 'GET /api/public/events'];
/** Routes added since the suite was written, named so that losing one from the document shows. */
const namedRecent = [
  'GET /api/deposit/sender-addresses',
  'POST /api/deposit/sender-addresses',
  'POST /api/deposit/sender-addresses/challenge',
  'DELETE /api/deposit/sender-addresses/{address}',
  'POST /api/auth/email-change/undo',
  'GET /api/public/proofs',
  'GET /api/public/proofs/{id}',
  'GET /api/proof/me',
  'POST /api/admin/proofs',
  'POST /api/admin/proofs/cold-wallets',
  'GET /api/admin/health/chains',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/admin/outbox/failed',
  'POST /api/admin/outbox/{id}/retry',
];

const MEGABYTE = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** Values no field of any route takes as they are. */
const badValues: unknown[] = [
  null,
  true,
  -1,
  0.5,
  1e308,
  9.3e12,
  '99999999999999999999999999',
  '-0.000000000000000000001',
  NUL,
  LONE_SURROGATE,
  MEGABYTE,
  [],
  {},
  ['nested', { deeper: [1, 2] }],
];
/** Path segments: no id anyone has, and the same kinds of bad text, escaped as a client would. */
const badSegments = [
  '0190a000-0000-7000-8000-000000000000',
  'not-an-id',
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '99999999999999999999999999',
  'x'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
];
const badQueryValues = [
  '%00',
  '%ED%A0%80',
  '-1',
  '1e308',
  '99999999999999999999999999',
  'x'.repeat(100_000),
  '[object Object]',
];

function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const nameOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** The document's routes and the undocumented ones, without the live streams. */
function routesOf(document: { paths?: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = undocumented.map((name) => {
    const [method = '', path = ''] = name.split(' ');
    return { method, path, operation: {} };
  });
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = { method: method.toUpperCase(), path, operation };
      if (!streams.includes(nameOf(route))) routes.push(route);
    }
  }
  // Routes that end the caller's session go last, so the others are tried signed in.
  const endsSession = (route: Route) => /logout|change-password|reset-password/.test(route.path);
  return routes.sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
}

interface Attempt {
  method: string;
  url: string;
  body?: string;
}

/** Every bad request this route gets: its path ids, its query parameters and its body's fields. */
function attemptsFor(route: Route): Attempt[] {
  const attempts: Attempt[] = [];
  const pathWith = (segment: string) => route.path.replace(/\{[^}]+\}/g, segment);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const placeholderUrl = pathWith('0190a000-0000-7000-8000-000000000000');
  if (route.path.includes('{'))
    for (const segment of badSegments)
      attempts.push({ method: route.method, url: pathWith(segment), body: hasBody ? '{}' : undefined });
  // Each declared query parameter with each bad value, and given twice (an array where one
  // value is expected); then names no route declares, so a route without parameters is tried too.
  const declared = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const queries = [
    ...declared.flatMap((name) => [
      ...badQueryValues.map((value) => `${name}=${value}`),
      `${name}=1&${name}=2`,
    ]),
    ...['unknown', '__proto__[admin]'].flatMap((name) => badQueryValues.map((value) => `${name}=${value}`)),
  ];
  for (const query of queries)
    attempts.push({
      method: route.method,
      url: `${placeholderUrl}?${query}`,
      body: hasBody ? '{}' : undefined,
    });
  if (hasBody) {
    const schema = route.operation.requestBody?.content?.['application/json']?.schema;
    const fields = Object.keys(schema?.properties ?? {});
    for (const field of fields)
      for (const value of badValues)
        attempts.push({
          method: route.method,
          url: placeholderUrl,
          body: JSON.stringify({ [field]: value }),
        });
    for (const body of [
      '',
      'null',
      '[]',
      '"text"',
      '{"unknownField":1,"__proto__":{"isAdmin":true}}',
      '{"a":',
      deepJson(5_000),
      `"${MEGABYTE}"`,
    ])
      attempts.push({ method: route.method, url: placeholderUrl, body });
  }
  return attempts;
}

/**
 * The API routes the server has, from its router's printed tree (the only list Fastify gives),
 * written as the document writes them: `GET /api/deposit/{id}`. HEAD twins of GET are left out.
 */
function serverRoutes(tree: string): string[] {
  const names: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2] ?? '');
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of (match[3] ?? '').split(', '))
      if (method !== 'HEAD') names.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return names;
}

describe('fuzzing every route with bad input', () => {
  let t: TestApp;
  let routes: Route[];
  const roles: Record<string, Record<string, string>> = {};
  let sent = 0;

  beforeAll(async () => {
    // A metrics token, so the token-guarded route exists and is fuzzed too.
    t = await createTestApp({ METRICS_TOKEN: 'fuzz-metrics-token-0123456789' });
    routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
    roles['signed out'] = {};
    roles.member = (await createSignedInUser(t)).headers;
    roles.administrator = (await createSignedInUser(t, { isAdmin: true })).headers;
  });
  afterAll(async () => {
    console.info(`fuzz: ${sent} requests to ${routes.length} routes`);
    await t.close();
  });

  it('covers every API route the server has', () => {
    const fuzzed = new Set(routes.map(nameOf));
    const onServer = serverRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(onServer.length).toBeGreaterThan(100);
    expect(onServer.filter((name) => !fuzzed.has(name) && !streams.includes(name))).toEqual([]);
    expect([...fuzzed].filter((name) => !onServer.includes(name))).toEqual([]);
    expect(namedRecent.filter((name) => !fuzzed.has(name))).toEqual([]);
    expect(streams.filter((name) => !onServer.includes(name))).toEqual([]);
    expect(routes.filter((route) => attemptsFor(route).length < 10).map(nameOf)).toEqual([]);
  });

  for (const role of ['signed out', 'member', 'administrator']) {
    it(`answers no 5xx ${role}`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        for (const attempt of attemptsFor(route)) {
          const res = await t.app.inject({
            method: attempt.method as 'GET',
            url: attempt.url,
            headers: {
              ...roles[role],
              ...(attempt.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            payload: attempt.body,
          });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${attempt.method} ${attempt.url.slice(0, 120)} ${attempt.body?.slice(0, 80) ?? ''}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
