import { createVipLevelRequestSchema, updateVipLevelRequestSchema } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';
import { users } from '../auth/auth.tables.ts';
import { LEVEL_HELD_MESSAGE } from './vip.levels.ts';
import { dailyReturnPercent } from './vip.levels-view.ts';
import { seedDemoVipLevels } from './vip.seed.ts';
import { memberships } from './vip.tables.ts';

const actor = newId();
const input = (fields: Record<string, unknown>) => createVipLevelRequestSchema.parse(fields);

describe('VIP levels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('validates the admin form', () => {
    const bad = createVipLevelRequestSchema.safeParse({ name: '  ', amount: '10.001', dailyEarning: 0 });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      'name: Name is required',
      'amount: Amount has at most 2 decimals',
      'dailyEarning: Daily earning must be greater than 0',
    ]);
    expect(createVipLevelRequestSchema.safeParse({ name: 'X' }).error?.issues[0]?.message).toBe(
      'Amount is required',
    );
    const ok = input({ name: ' Gold ', amount: 150, dailyEarning: '16.50', bicycleModel: '' });
    expect(ok).toEqual({
      name: 'Gold',
      amount: '150',
      dailyEarning: '16.50',
      bicycleModel: null,
      bicycleFeatures: [],
      isActive: true,
    });
    expect(updateVipLevelRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please provide at least one field to update',
    );
  });

  it('computes the daily return exactly', () => {
    expect(dailyReturnPercent(16_500_000n, 150_000_000n)).toBe('11.00');
    expect(dailyReturnPercent(74_750_000n, 650_000_000n)).toBe('11.50');
    expect(dailyReturnPercent(1n, 3n)).toBe('33.33');
  });

  it('creates levels, numbers the active ones and serves them publicly with a 5-minute cache', async () => {
    const levels = t.app.services.vipLevels;
    const silver = await levels.create(actor, input({ name: 'Silver', amount: '100', dailyEarning: '10' }));
    const bronze = await levels.create(actor, input({ name: 'Bronze', amount: '50', dailyEarning: '5' }));
    expect(bronze).toMatchObject({ level: 1, amount: '50.00', monthlyEarning: '150.00', holdersCount: 0 });

    const res = await t.app.inject({ method: 'GET', url: '/api/vip/public/levels' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(
      res.json().levels.map((level: { name: string; level: number }) => [level.name, level.level]),
    ).toEqual([
      ['Bronze', 1],
      ['Silver', 2],
    ]);

    // A change drops the server-side copy at once.
    await levels.update(actor, bronze.id, { isActive: false });
    const after = await t.app.inject({ method: 'GET', url: '/api/vip/public/levels' });
    expect(after.json().levels).toEqual([expect.objectContaining({ id: silver.id, level: 1 })]);
    const admin = await levels.adminList();
    expect(admin.find((level) => level.id === bronze.id)).toMatchObject({ isActive: false, level: 1 });
    await levels.update(actor, bronze.id, { isActive: true });
  });

  it('refuses a second level with the same name, in any case', async () => {
    await expect(
      t.app.services.vipLevels.create(actor, input({ name: 'SILVER', amount: '120', dailyEarning: '12' })),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'A VIP level named "SILVER" already exists' });
  });

  it('answers 404 for an unknown level', async () => {
    await expect(t.app.services.vipLevels.update(actor, newId(), { name: 'Nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.app.services.vipLevels.remove(actor, newId())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses to delete a level members hold, but deactivates it; deletes a free one', async () => {
    const levels = t.app.services.vipLevels;
    const held = await levels.create(actor, input({ name: 'Held', amount: '700', dailyEarning: '70' }));
    const userId = newId();
    const now = t.clock.now();
    const { db } = t.database;
    await db.insert(users).values({ id: userId, passwordHash: 'x', referralCode: 'HELD1', createdAt: now });
    await db.insert(memberships).values({ userId, vipLevelId: held.id, totalPaid: 700_000_000n });

    await expect(levels.remove(actor, held.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: LEVEL_HELD_MESSAGE,
    });
    expect((await levels.update(actor, held.id, { isActive: false })).holdersCount).toBe(1);

    const free = await levels.create(actor, input({ name: 'Free', amount: '800', dailyEarning: '80' }));
    await levels.remove(actor, free.id);
    expect((await levels.adminList()).some((level) => level.id === free.id)).toBe(false);
  });
});

describe('demo VIP levels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds the 14 example levels once', async () => {
    expect(await seedDemoVipLevels(t.database.db, t.clock.now())).toBe(14);
    expect(await seedDemoVipLevels(t.database.db, t.clock.now())).toBe(0);
    const levels = await t.app.services.vipLevels.activeLevels();
    expect(levels.map((level) => [level.name, level.amount, level.dailyReturnPercent])).toEqual([
      ['Starter', '10.00', '10.00'],
      ['Bronze', '50.00', '10.00'],
      ['Silver', '100.00', '10.00'],
      ['Gold', '150.00', '11.00'],
      ['Platinum', '250.00', '11.00'],
      ['Diamond', '300.00', '11.00'],
      ['Elite', '500.00', '11.00'],
      ['Master', '650.00', '11.50'],
      ['Legend', '900.00', '12.00'],
      ['Supreme', '1000.00', '12.00'],
      ['Ultimate', '1500.00', '12.50'],
      ['Mega', '10000.00', '12.50'],
      ['Giga', '50000.00', '13.00'],
      ['Tera', '200000.00', '13.00'],
    ]);
    expect(
      levels.every((level) => level.bicycleModel && level.bicycleColor && level.bicycleFeatures.length > 0),
    ).toBe(true);
  });
});

describe('the admin VIPs tab over HTTP', () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestMember, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: bearer(who.token),
      ...(payload ? { payload } : {}),
    });

  it('keeps members out and answers 401 without a session', async () => {
    expect((await call('GET', '/vip-levels', member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/vip-levels' })).statusCode).toBe(401);
  });

  it('creates, edits and deletes with their toasts, audit-logged', async () => {
    const created = await call('POST', '/vip-levels', admin, {
      name: 'Platinum',
      amount: 250,
      dailyEarning: 27.5,
      bicycleModel: 'Mountain Pro 24',
      bicycleColor: '',
      bicycleFeatures: ['Full suspension'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'VIP level created',
      level: {
        name: 'Platinum',
        amount: '250.00',
        dailyEarning: '27.50',
        bicycleColor: null,
        isActive: true,
      },
    });
    const id = created.json().level.id;
    const updated = await call('PUT', `/vip-levels/${id}`, admin, { dailyEarning: '30', isActive: false });
    expect(updated.json()).toMatchObject({
      message: 'VIP level updated',
      level: { dailyEarning: '30.00', isActive: false },
    });
    expect((await call('GET', '/vip-levels', admin)).json().levels).toEqual([
      expect.objectContaining({ id, holdersCount: 0 }),
    ]);
    const removed = await call('DELETE', `/vip-levels/${id}`, admin);
    expect(removed.json()).toEqual({ success: true, message: 'VIP level deleted' });
    const audit = await t.app.services.audit.list(1, 10);
    expect(audit.data.map((entry) => entry.action).sort()).toEqual([
      'vip_level.create',
      'vip_level.delete',
      'vip_level.update',
    ]);
    expect(audit.data.every((entry) => entry.actorId === admin.userId)).toBe(true);
  });

  it('answers field errors for a bad form', async () => {
    const res = await call('POST', '/vip-levels', admin, { name: '', amount: 'ten', dailyEarning: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', msg: 'Name is required' },
        { path: 'amount', msg: 'Amount must be a number' },
      ]),
    );
    expect((await call('PUT', '/vip-levels/not-a-uuid', admin, { name: 'X' })).statusCode).toBe(400);
  });

  it('lists the active levels to members', async () => {
    await call('POST', '/vip-levels', admin, { name: 'Visible', amount: 10, dailyEarning: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/vip/levels', headers: bearer(member.token) });
    expect(res.json().levels.map((level: { name: string }) => level.name)).toEqual(['Visible']);
  });
});
