import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('error answers', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const put = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin.headers, 'content-type': contentType },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('refuses a body above 64 KiB with a JSON 413 and changes nothing', async () => {
    const res = await put(JSON.stringify({ minDepositAmount: 'x'.repeat(70 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [] });
    expect(res.json().message).toMatch(/too large/i);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: admin.headers,
    });
    expect(settings.json().minDepositAmount).toBe('30.00');
  });

  it('answers malformed JSON with a JSON 400 and another media type with a JSON 415', async () => {
    const malformed = await put('{"minDepositAmount": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [] });
    const xml = await put('<minDepositAmount>1</minDepositAmount>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers unknown API paths, whatever the method, with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: `No API route ${method} /api/no/such/thing`,
        code: 'NOT_FOUND',
        errors: [],
      });
    }
  });
});
