import { toMicros, type VipLevel } from '@nova/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  balancesOf,
  createLevel,
  createMemberWithLevel,
  fundPool,
  joinLevel,
  setEarningPolicy,
} from '../../../test/vip-fixtures.ts';
import { newId } from '../../lib/ids.ts';
import { memberAccountKey, systemAccountKey } from '../ledger/ledger.accounts.ts';

const HOUR = 3_600_000;

describe('earning sessions and tasks', () => {
  let t: TestApp;
  let silver: VipLevel;
  beforeAll(async () => {
    t = await createTestApp();
    silver = await createLevel(t, 'Silver', '100', '10');
    await fundPool(t, '1000');
  });
  beforeEach(async () => {
    t.clock.set('2026-01-05T09:00:00Z'); // a Monday
    await setEarningPolicy(t, { sessionHours: 24, creditAt: 'end', weekendRestricted: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  const memberWithLevel = () => createMemberWithLevel(t, silver);
  const post = (member: TestMember, url: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(member.token) });
  const get = (member: TestMember, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(member.token) });

  it('needs a VIP level, with the message the web app recognises', async () => {
    const member = await createMember(t);
    const res = await post(member, '/api/vip/start-earning');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('No active VIP level');
    const status = (await get(member, '/api/tasks/earning-status')).json();
    expect(status).toMatchObject({ state: 'NO_VIP', canStart: false, dailyEarningRate: '0.00' });
  });

  it('credits at the end: nothing before, one VIP_EARNINGS credit after, once', async () => {
    const member = await memberWithLevel();
    const started = await post(member, '/api/vip/start-earning');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      success: true,
      message: 'Earning session started! You will earn in 24 hours.',
      session: { status: 'ACTIVE', reward: '10.00', creditedAmount: '0.00', day: '2026-01-05' },
    });
    t.clock.advance(6 * HOUR);
    const running = (await get(member, '/api/tasks/earning-status')).json();
    expect(running).toMatchObject({
      state: 'ACTIVE',
      hasActiveSession: true,
      progress: 25,
      remainingTime: { hours: 18, minutes: 0, seconds: 0 },
      currentEarnings: '0.00',
    });
    await t.app.services.earningSessions.settleDue();
    expect((await balancesOf(t, member.userId)).earnings).toBe(0n);

    t.clock.advance(18 * HOUR);
    // A new UTC day: the next session may start while this one waits for settlement.
    expect((await get(member, '/api/tasks/earning-status')).json()).toMatchObject({
      state: 'READY',
      session: { status: 'COMPLETED', creditedAmount: '0.00' },
    });
    expect(await t.app.services.earningSessions.settleDue()).toMatchObject({ credited: 1 });
    expect(await t.app.services.earningSessions.settleDue()).toMatchObject({ credited: 0 });
    expect((await balancesOf(t, member.userId)).earnings).toBe(toMicros('10'));
    const creditedAt = t.clock.now().toISOString();
    const after = (await get(member, '/api/tasks/earning-status')).json();
    expect(after).toMatchObject({
      state: 'READY',
      canStart: true,
      lastEarnings: '10.00',
      lastEarningsSessionId: started.json().session.id,
      lastEarningsAt: creditedAt,
      totalEarnings: '10.00',
      currentEarnings: '10.00',
    });
    expect((await get(member, '/api/vip/status')).json()).toMatchObject({ todayEarnings: '10.00' });

    // A correction takes part of the reward back: the total says so, but it is no reward credited.
    const reward = await t.app.services.ledger.getTransferByKey(`vip_earnings:${started.json().session.id}`);
    const correction = await t.app.services.ledger.transfer({
      key: `correction:${newId()}`,
      debitAccountKey: memberAccountKey(member.userId, 'earnings'),
      creditAccountKey: systemAccountKey('rewards_pool'),
      amountMicros: toMicros('4'),
      type: 'VIP_EARNINGS',
      description: 'Correction of a daily reward',
      correctsId: reward?.id,
    });
    expect(correction.ok).toBe(true);
    expect((await get(member, '/api/tasks/earning-status')).json()).toMatchObject({
      lastEarnings: '10.00',
      lastEarningsSessionId: started.json().session.id,
      lastEarningsAt: creditedAt,
      totalEarnings: '6.00',
      currentEarnings: '10.00',
    });
    const history = (await get(member, '/api/tasks/history')).json();
    expect(history.data).toEqual([
      expect.objectContaining({
        task: { id: 'daily-earning', title: 'Daily earning session' },
        rewardEarned: '10.00',
      }),
    ]);
  });

  it('allows one session per UTC day', async () => {
    await setEarningPolicy(t, { sessionHours: 1, creditAt: 'end', weekendRestricted: false });
    const member = await memberWithLevel();
    expect((await post(member, '/api/tasks/start-earning')).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    const again = await post(member, '/api/tasks/start-earning');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('You can start earning again tomorrow');
    await t.app.services.earningSessions.settleDue();
    const status = (await get(member, '/api/tasks/earning-status')).json();
    expect(status).toMatchObject({
      state: 'COOLDOWN',
      canStart: false,
      cooldownEndsAt: '2026-01-06T00:00:00.000Z',
    });
    expect(status.cooldownRemaining).toBe(13);
    t.clock.set('2026-01-06T00:00:00Z');
    expect((await post(member, '/api/tasks/start-earning')).statusCode).toBe(200);
  });

  it('credits at the start when the policy says so, then cools down', async () => {
    await setEarningPolicy(t, { sessionHours: 1, creditAt: 'start', weekendRestricted: false });
    const member = await memberWithLevel();
    const started = await post(member, '/api/vip/start-earning');
    expect(started.json()).toMatchObject({
      message: 'Earning session started! 10.00 has been credited to your earnings.',
      session: { status: 'CREDITED', creditedAmount: '10.00' },
    });
    expect((await balancesOf(t, member.userId)).earnings).toBe(toMicros('10'));
    expect(await t.app.services.earningSessions.settleDue()).toMatchObject({ credited: 0 });
    const tasks = (await get(member, '/api/tasks/available')).json().tasks;
    expect(tasks).toEqual([
      expect.objectContaining({ id: 'daily-earning', status: 'IN_PROGRESS', canStart: false }),
    ]);
    t.clock.advance(2 * HOUR);
    const cooled = (await get(member, '/api/tasks/available')).json().tasks[0];
    expect(cooled).toMatchObject({
      status: 'COMPLETED',
      blockedReason: 'You can start earning again tomorrow',
    });
  });

  it('refuses to start on a weekend when restricted', async () => {
    await setEarningPolicy(t, { sessionHours: 24, creditAt: 'end', weekendRestricted: true });
    const member = await memberWithLevel();
    t.clock.set('2026-01-10T10:00:00Z'); // Saturday
    const res = await post(member, '/api/tasks/start/daily-earning');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Earning sessions are not available on weekends. Come back on Monday.');
    const task = (await get(member, '/api/tasks/available')).json().tasks[0];
    expect(task).toMatchObject({ status: 'WEEKEND_RESTRICTED', canStart: false });
    const status = (await get(member, '/api/tasks/earning-status')).json();
    expect(status.cooldownEndsAt).toBe('2026-01-12T00:00:00.000Z');
    t.clock.set('2026-01-12T00:00:01Z');
    expect((await post(member, '/api/tasks/start/daily-earning')).statusCode).toBe(200);
  });

  it('starts the day task by its id only', async () => {
    const member = await memberWithLevel();
    const res = await post(member, '/api/tasks/start/some-other-task');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Task not found');
  });

  it('answers a resent start with the same session', async () => {
    const member = await memberWithLevel();
    const headers = { ...bearer(member.token), 'idempotency-key': 'start-once-0001' };
    const first = await t.app.inject({ method: 'POST', url: '/api/vip/start-earning', headers });
    const again = await t.app.inject({ method: 'POST', url: '/api/vip/start-earning', headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().session.id).toBe(first.json().session.id);
  });

  it('reports the VIP status with the session of the day', async () => {
    const member = await memberWithLevel();
    await post(member, '/api/vip/start-earning');
    const status = (await get(member, '/api/vip/status')).json();
    expect(status).toMatchObject({
      userVip: { vipLevel: { name: 'Silver' }, totalPaid: '100.00' },
      activeSession: { status: 'ACTIVE', reward: '10.00' },
      todayEarnings: '0.00',
      canStartEarning: false,
    });
    const history = (await get(member, '/api/tasks/earning-history')).json();
    expect(history.pagination).toMatchObject({ totalItems: 1 });
  });
});

/**
 * The VIP status is answered from the earning snapshot, which reads the held level and numbers it
 * in SQL; the level screens number levels in code (levelNumbers). Both must show one level alike.
 */
describe('the VIP status of a level holder', () => {
  let t: TestApp;
  let member: TestMember;
  let silver: VipLevel;
  const actor = newId();
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-01-05T09:00:00Z');
    await createLevel(t, 'Bronze', '50', '5');
    silver = await createLevel(t, 'Silver', '100', '12.5', {
      bicycleModel: 'City Cruiser',
      bicycleColor: 'Teal',
      bicycleFeatures: ['Basket', 'Dynamo lights'],
    });
    await createLevel(t, 'Gold', '150', '16.5');
    member = await createMember(t);
    await depositFunds(t, member.userId, '100');
    await joinLevel(t.app, member, silver.id);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
  const statusLevel = async () => (await get('/api/vip/status')).json().userVip.vipLevel;
  const listed = async (): Promise<VipLevel[]> => (await get('/api/vip/levels')).json().levels;

  it('shows the held level as GET /api/vip/levels lists it', async () => {
    const level = await statusLevel();
    expect(level).toEqual((await listed()).find((entry) => entry.id === silver.id));
    expect(level).toMatchObject({
      name: 'Silver',
      level: 2,
      dailyEarning: '12.50',
      monthlyEarning: '375.00',
      dailyReturnPercent: '12.50',
      bicycleFeatures: ['Basket', 'Dynamo lights'],
      isActive: true,
    });
    const earning = (await get('/api/tasks/earning-status')).json();
    expect(earning.dailyEarningRate).toBe('12.50');
  });

  it('numbers the level anew when an active level is added below it, not an inactive one', async () => {
    const starter = await createLevel(t, 'Starter', '20', '2');
    expect(await statusLevel()).toEqual((await listed()).find((entry) => entry.id === silver.id));
    expect((await statusLevel()).level).toBe(3);
    await t.app.services.vipLevels.update(actor, starter.id, { isActive: false });
    expect(await statusLevel()).toEqual((await listed()).find((entry) => entry.id === silver.id));
    expect((await statusLevel()).level).toBe(2);
  });

  it('shows a deactivated held level where it would stand, as the levels service numbers it', async () => {
    await t.app.services.vipLevels.update(actor, silver.id, { isActive: false });
    expect((await listed()).some((entry) => entry.id === silver.id)).toBe(false);
    const all = await t.app.services.vipLevels.allLevels();
    const held = all.find((entry) => entry.row.id === silver.id)?.level;
    expect(held).toMatchObject({ level: 2, isActive: false });
    expect(await statusLevel()).toEqual(held);
  });
});
