import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { settingsTable } from './settings.tables.ts';

describe('settings', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  const put = (payload: object, headers = admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });
  const auditCount = async () => (await t.database.db.select().from(auditLog)).length;

  beforeAll(async () => {
    t = await createTestApp({
      SUPPORT_URL: 'https://support.example.com/chat',
      PROOF_SNAPSHOT_HOUR_UTC: '6',
    });
    admin = await createSignedInUser(t, { isAdmin: true });
    member = await createSignedInUser(t);
  });
  afterAll(() => t.close());

  it('serves the defaults to visitors, with the operator links from configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      minDepositAmount: '30.00',
      minWithdrawalAmount: '10.00',
      referralBonusLevel1Rate: 0.1,
      referralBonusLevel2Rate: 0.05,
      referralBonusLevel3Rate: 0.02,
      isDepositEnabled: true,
      isWithdrawalEnabled: true,
      allowDepositWithdrawal: true,
      earningPolicy: { sessionHours: 24, creditAt: 'end', weekendRestricted: false },
      supportUrl: 'https://support.example.com/chat',
      introVideoUrl: null,
      demo: false,
    });
  });

  it('gives services the settings in micro-units and parts per million', async () => {
    expect(await t.app.services.settings.values()).toEqual({
      minDepositMicros: 30_000_000n,
      minWithdrawalMicros: 10_000_000n,
      referralRatesPpm: [100_000n, 50_000n, 20_000n],
      isDepositEnabled: true,
      isWithdrawalEnabled: true,
      allowDepositWithdrawal: true,
      earningPolicy: { sessionHours: 24, creditAt: 'end', weekendRestricted: false },
      depositExpiryHours: 72,
      proofSnapshotHourUtc: 6,
    });
  });

  it('lets only administrators read and change the settings', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe("You don't have admin privileges.");
    const putAsMember = await put({ minDepositAmount: '1' }, member.headers);
    expect(putAsMember.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      minDepositAmount: '30.00',
      depositExpiryHours: 72,
      // Its default is PROOF_SNAPSHOT_HOUR_UTC.
      proofSnapshotHourUtc: 6,
      updatedAt: null,
    });
    expect(await auditCount()).toBe(0);
  });

  it.each([
    [
      'a negative rate',
      { referralBonusLevel1Rate: -0.1 },
      'referralBonusLevel1Rate',
      'Rates cannot be negative',
    ],
    [
      'a rate above 1',
      { referralBonusLevel2Rate: 1.5 },
      'referralBonusLevel2Rate',
      'A rate is at most 1 (100%)',
    ],
    ['a zero minimum', { minDepositAmount: '0' }, 'minDepositAmount', 'The minimum must be greater than 0'],
    [
      'a malformed amount',
      { minWithdrawalAmount: '1e3' },
      'minWithdrawalAmount',
      'Please enter a valid amount',
    ],
    ['a snapshot hour past 23', { proofSnapshotHourUtc: 24 }, 'proofSnapshotHourUtc', 'An hour from 0 to 23'],
  ])('refuses %s with 400 and writes nothing', async (_name, payload, path, msg) => {
    const res = await put({ isDepositEnabled: false, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, msg });
    expect(await t.database.db.select().from(settingsTable)).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('refuses referral rates adding up to more than 1 with 422 and writes nothing', async () => {
    const res = await put({
      minDepositAmount: '50',
      referralBonusLevel1Rate: 0.6,
      referralBonusLevel2Rate: 0.4,
    });
    expect(res.statusCode).toBe(422);
    const msg = 'The three referral rates together must be at most 1 (100%)';
    expect(res.json()).toEqual({
      message: msg,
      code: 'RULE_VIOLATION',
      errors: [1, 2, 3].map((level) => ({ path: `referralBonusLevel${level}Rate`, msg })),
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(after.json().minDepositAmount).toBe('30.00');
    expect(await t.database.db.select().from(settingsTable)).toEqual([]);
    expect(await auditCount()).toBe(0);
  });

  it('saves a change with its audit entry, drops the cache and tells the listeners', async () => {
    const heard: string[] = [];
    const unsubscribe = t.app.services.settings.onChange((settings) => heard.push(settings.minDepositAmount));
    await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    const res = await put({ minDepositAmount: 50, referralBonusLevel1Rate: 0.2, updatedAt: 'ignored' });
    unsubscribe();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      minDepositAmount: '50.00',
      minWithdrawalAmount: '10.00',
      referralBonusLevel1Rate: 0.2,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(heard).toEqual(['50.00']);
    const publicRes = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(publicRes.json()).toMatchObject({ minDepositAmount: '50.00', referralBonusLevel1Rate: 0.2 });
    expect((await t.app.services.settings.values()).referralRatesPpm).toEqual([200_000n, 50_000n, 20_000n]);

    const rows = await t.database.db.select().from(auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.userId,
      action: 'settings.update',
      targetType: 'settings',
      before: { minDepositAmount: '30.00', referralBonusLevel1Rate: 0.1 },
      after: { minDepositAmount: '50.00', referralBonusLevel1Rate: 0.2 },
    });
    const [row] = await t.database.db.select().from(settingsTable).where(eq(settingsTable.id, 1));
    expect(row?.updatedBy).toBe(admin.userId);
  });

  it('checks the rate sum against the saved rates when only one rate changes', async () => {
    const res = await put({ referralBonusLevel3Rate: 0.76 });
    expect(res.statusCode).toBe(422);
    expect((await put({ referralBonusLevel3Rate: 0.75 })).statusCode).toBe(200);
  });

  it('writes no audit entry when nothing changes', async () => {
    const before = await auditCount();
    const res = await put({ minDepositAmount: '50.000', isDepositEnabled: true });
    expect(res.statusCode).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it('sees a change written by another process once its cached copy is old', async () => {
    await t.app.services.settings.get();
    await t.database.db
      .update(settingsTable)
      .set({ value: { minWithdrawalAmount: '12.00' } })
      .where(eq(settingsTable.id, 1));
    expect((await t.app.services.settings.get()).minWithdrawalAmount).toBe('10.00');
    t.clock.advance(10_000);
    expect((await t.app.services.settings.get()).minWithdrawalAmount).toBe('12.00');
  });
});
