import { toMicros } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';

describe('withdrawal fee tiers', () => {
  let t: TestApp;
  let admin: TestMember;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url: `/api/admin/withdrawal-fee-tiers${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    const member = await createMember(t);
    for (const url of ['', '/validate'])
      expect((await call('GET', url, undefined, member.token)).statusCode).toBe(403);
    expect((await call('POST', '', { minAmount: '0', percent: 0.01 }, member.token)).statusCode).toBe(403);
  });

  it('creates a tier with the percent as a fraction, stored exactly, and audits it', async () => {
    const res = await call('POST', '', { minAmount: '10', maxAmount: '', percent: 0.015 });
    expect(res.statusCode).toBe(201);
    const { tier } = res.json();
    expect(res.json()).toMatchObject({ success: true, message: 'Fee tier created' });
    expect(tier).toMatchObject({ minAmount: '10.00', maxAmount: null, percent: 0.015 });
    expect(await t.app.services.feeTiers.quote(toMicros('200'))).toMatchObject({
      fee: toMicros('3'),
      net: toMicros('197'),
    });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, tier.id));
    expect(entry).toMatchObject({ action: 'fee_tier.create', actorId: admin.userId });
    const deleted = await call('DELETE', `/${tier.id}`);
    expect(deleted.json()).toMatchObject({ message: 'Fee tier deleted', tier: { id: tier.id } });
    expect((await call('GET', '')).json()).toEqual({ data: [] });
  });

  it('refuses bad tiers with their messages', async () => {
    const cases: [object, string][] = [
      [{ minAmount: '10', maxAmount: '10', percent: 0.01 }, 'Max must be greater than min'],
      [{ minAmount: '-1', percent: 0.01 }, 'Please enter a valid amount'],
      [{ minAmount: 'x', maxAmount: '10', percent: 0.01 }, 'Please enter a valid amount'],
      [{ minAmount: '0', percent: 1.5 }, 'A rate is at most 1 (100%)'],
      [{ minAmount: '0', percent: -0.1 }, 'Rates cannot be negative'],
      [{ minAmount: '0', percent: 0.0000001 }, 'Rates have at most 6 decimals'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const unknown = await call('DELETE', '/0190f0f0-0000-7000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Fee tier not found']);
  });

  it('reports overlaps and gaps from the minimum withdrawal, and the greatest min wins', async () => {
    expect((await call('GET', '/validate')).json()).toEqual({ valid: true, overlaps: [], gaps: [] });
    const wide = (await call('POST', '', { minAmount: '0', percent: 0.03 })).json().tier;
    const narrow = (await call('POST', '', { minAmount: '50', maxAmount: '100', percent: 0.01 })).json().tier;
    expect((await call('GET', '/validate')).json()).toEqual({
      valid: false,
      overlaps: [{ tierIds: [wide.id, narrow.id], minAmount: '50.00', maxAmount: '100.00' }],
      gaps: [],
    });
    expect((await t.app.services.feeTiers.quote(toMicros('60'))).fee).toBe(toMicros('0.6'));
    expect((await t.app.services.feeTiers.quote(toMicros('100'))).fee).toBe(toMicros('3'));
    await call('DELETE', `/${wide.id}`);
    // Gaps start at the minimum withdrawal (10 by default): smaller amounts cannot be withdrawn.
    expect((await call('GET', '/validate')).json()).toEqual({
      valid: false,
      overlaps: [],
      gaps: [
        { minAmount: '10.00', maxAmount: '50.00' },
        { minAmount: '100.00', maxAmount: null },
      ],
    });
    expect((await t.app.services.feeTiers.quote(toMicros('100'))).fee).toBe(0n);
    expect((await call('GET', '')).json().data.map((tier: { id: string }) => tier.id)).toEqual([narrow.id]);
  });
});
