import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Rule 6: NUL, broken Unicode, deep JSON and huge amounts are a 400 with a field error. */
const UNSAFE = 'Contains characters that are not allowed (NUL or invalid Unicode)';

describe('input safety', () => {
  let t: TestApp;
  let member: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createSignedInUser(t);
    admin = await createSignedInUser(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL', 'Jane\u0000Doe'],
    ['a lone high surrogate', 'Jane \ud800'],
    ['a lone low surrogate', '\udc00 Jane'],
  ])('refuses %s in a body field, naming the field', async (_name, fullName) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName, email: 'safe@example.com', password: 'Str0ngPass!x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: UNSAFE,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'fullName', msg: UNSAFE }],
    });
  });

  it('accepts a paired surrogate (an emoji)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: member.headers,
      payload: { fullName: 'Jane 🚲 Doe' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.fullName).toBe('Jane 🚲 Doe');
  });

  it('refuses them in the query, in path parameters and in keys', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals?search=a%00b',
      headers: admin.headers,
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual([{ path: 'search', msg: UNSAFE }]);
    const code = await t.app.inject({ method: 'GET', url: '/api/referral/validate/AB%00CD' });
    expect(code.statusCode).toBe(400);
    expect(code.json().errors).toEqual([{ path: 'code', msg: UNSAFE }]);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":"a@example.com","password":"Secret123","x\\u0000":1}',
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors).toEqual([{ path: '(key)', msg: UNSAFE }]);
  });

  it('refuses deeply nested JSON', async () => {
    const depth = 5_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"identifier":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request is nested too deeply');
  });

  it.each(['1000000000.01', '9223372036855', '99999999999999', 1e14])(
    'refuses the amount %j as too large, in the fee preview too',
    async (amount) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/withdrawal/preview-fee',
        headers: member.headers,
        payload: { amount },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Amount is too large',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'amount', msg: 'Amount is too large' }],
      });
    },
  );

  it('previews the largest amount exactly', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/preview-fee',
      headers: member.headers,
      payload: { amount: '1000000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amount).toBe('1000000000.00');
  });

  it('refuses a page number that could overflow an offset', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?page=2000000',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'page', msg: 'Page is too large' }]);
  });
});
