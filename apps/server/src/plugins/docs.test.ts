import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Operation {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
  responses: Record<string, { content?: { 'application/json'?: { schema?: unknown } } }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('API documentation', () => {
  let t: TestApp;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3 document listing the API routes, not its own', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/settings/public',
        '/api/pages/help',
        '/api/admin/settings',
      ]),
    );
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('documents every operation with a JSON success schema (CSV for exports) and the shared error body', () => {
    for (const { path, method, operation } of operations()) {
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
      // The CSV exports stream text, not JSON, and are documented as producing text/csv.
      if (path.endsWith('/export')) {
        expect(operation.tags, `${method} ${path}`).toContain('admin: exports');
        continue;
      }
      // A batch's payout file is a CSV download too.
      if (path.endsWith('.csv')) {
        expect(method, path).toBe('get');
        continue;
      }
      expect(success?.[1].content?.['application/json']?.schema, `${method} ${path}`).toBeDefined();
      expect(operation.responses.default?.content?.['application/json']?.schema).toMatchObject({
        properties: { message: { type: 'string' }, code: { type: 'string' }, errors: { type: 'array' } },
      });
    }
  });

  it('takes request and response schemas from the contracts', () => {
    const put = document.paths['/api/admin/settings']?.put;
    const body = put?.requestBody?.content['application/json'].schema;
    expect(body?.properties.referralBonusLevel1Rate).toEqual({ type: 'number', minimum: 0, maximum: 1 });
    expect(body?.properties.earningPolicy).toMatchObject({
      properties: { creditAt: { type: 'string', enum: ['end', 'start'] } },
    });
    const publicSettings = document.paths['/api/settings/public']?.get?.responses['200'];
    expect(publicSettings?.content?.['application/json']?.schema).toMatchObject({
      properties: { minDepositAmount: { type: 'string' }, demo: { type: 'boolean' } },
    });
  });

  it('marks member and admin routes as needing the bearer token, and only those', () => {
    const admin = operations().filter(({ path }) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const { path, method, operation } of admin) {
      expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
    expect(document.paths['/api/settings/public']?.get?.security).toBeUndefined();
  });

  it('serves the documentation page with a policy that admits its own scripts and styles', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/'), src).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode, src).toBe(200);
    }
  });
});
