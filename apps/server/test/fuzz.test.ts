import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './signed-in-user.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Rule 6: generated bad input to every route of the OpenAPI document (wrong types, huge
 * numbers, NUL, lone surrogates, 1 MB strings, deep JSON, unknown fields), signed out, as a member
 * and as an administrator. Whatever comes back must be an answer about the request (4xx), never a
 * server error. CI runs it on both databases.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  produces?: string[];
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

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

function routesOf(document: { paths?: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      // A live stream stays open by design: it takes no body and its query is covered elsewhere.
      if (operation.produces?.includes('text/event-stream')) continue;
      routes.push({ method: method.toUpperCase(), path, operation });
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
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in !== 'query') continue;
    for (const value of badQueryValues)
      attempts.push({
        method: route.method,
        url: `${placeholderUrl}?${parameter.name}=${value}`,
        body: hasBody ? '{}' : undefined,
      });
  }
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

describe('fuzzing every route with bad input', () => {
  let t: TestApp;
  let routes: Route[];
  const roles: Record<string, Record<string, string>> = {};
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp();
    routes = routesOf(t.app.swagger() as Parameters<typeof routesOf>[0]);
    roles['signed out'] = {};
    roles.member = (await createSignedInUser(t)).headers;
    roles.administrator = (await createSignedInUser(t, { isAdmin: true })).headers;
  });
  afterAll(async () => {
    console.info(`fuzz: ${sent} requests to ${routes.length} routes`);
    await t.close();
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
