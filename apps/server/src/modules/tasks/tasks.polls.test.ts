import { type LiveEventKind, updateVipLevelRequestSchema, type VipLevel } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createLevel,
  createMemberWithLevel,
  fundPool,
  setEarningPolicy,
} from '../../../test/vip-fixtures.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The VIP status and the earning status answer a poll (`Cache-Control: max-age`) from what the
 * process remembers of the member, until an event names the member. Two app instances over one
 * database stand for two processes: a change made through one reaches the other's memory as soon
 * as the events channel has carried it. A change made behind the server's back (SQL, no event)
 * shows which answers came from memory.
 */
describe('polled snapshots kept between polls', () => {
  let a: TestApp;
  let b: TestApp;
  let level: VipLevel;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { database: a.database });
    level = await createLevel(a, 'Polled', '100', '10');
    await fundPool(a, '1000');
  });
  beforeEach(async () => {
    for (const t of [a, b]) t.clock.set('2026-01-05T09:00:00Z'); // a Monday
    await setEarningPolicy(a, { sessionHours: 24, creditAt: 'end', weekendRestricted: false });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const memberWithLevel = () => createMemberWithLevel(a, level);

  const get = (t: TestApp, member: TestMember, url: string, cacheControl?: string) =>
    t.app
      .inject({
        method: 'GET',
        url,
        headers: { ...bearer(member.token), ...(cacheControl ? { 'cache-control': cacheControl } : {}) },
      })
      .then((res) => {
        expect(res.statusCode).toBe(200);
        return res.json();
      });
  const poll = (t: TestApp, member: TestMember, url: string) => get(t, member, url, 'max-age=30');

  /** Resolves when instance `t` has heard an event of this kind. */
  const heard = (t: TestApp, kind: LiveEventKind) =>
    new Promise<void>((resolve) => {
      const stop = t.app.services.events.hub.observe((event) => {
        if (event?.kind !== kind) return;
        stop();
        resolve();
      });
    });

  /** A daily reward changed with SQL: no event, so only an answer read now shows it. */
  const setRewardBehindTheServer = (micros: bigint) =>
    a.database.db.execute(sql`update vip_levels set daily_earning = ${micros} where id = ${level.id}`);

  it('answers polls from memory until an event names the member, in another process too', async () => {
    const member = await memberWithLevel();
    expect(await poll(b, member, '/api/tasks/earning-status')).toMatchObject({
      state: 'READY',
      dailyEarningRate: '10.00',
    });
    expect((await poll(b, member, '/api/vip/status')).activeSession).toBeNull();

    await setRewardBehindTheServer(11_000_000n);
    expect((await poll(b, member, '/api/tasks/earning-status')).dailyEarningRate).toBe('10.00');
    expect((await get(b, member, '/api/tasks/earning-status')).dailyEarningRate).toBe('11.00');
    expect((await get(b, member, '/api/tasks/earning-status', 'no-cache')).dailyEarningRate).toBe('11.00');

    // The member starts a session through A: B hears the event and forgets what it kept.
    const inB = heard(b, 'earnings');
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/vip/start-earning',
      headers: bearer(member.token),
    });
    expect(started.statusCode).toBe(200);
    await inB;
    expect(await poll(b, member, '/api/tasks/earning-status')).toMatchObject({
      state: 'ACTIVE',
      dailyEarningRate: '11.00',
    });
    expect((await poll(b, member, '/api/vip/status')).activeSession).not.toBeNull();
    await setRewardBehindTheServer(10_000_000n);
  });

  it("keeps one member's snapshot apart from another's", async () => {
    const first = await memberWithLevel();
    const second = await memberWithLevel();
    await poll(b, first, '/api/tasks/earning-status');
    await poll(b, second, '/api/tasks/earning-status');

    const inB = heard(b, 'earnings');
    await a.app.inject({ method: 'POST', url: '/api/tasks/start-earning', headers: bearer(first.token) });
    await inB;
    expect((await poll(b, first, '/api/tasks/earning-status')).state).toBe('ACTIVE');
    expect((await poll(b, second, '/api/tasks/earning-status')).state).toBe('READY');
  });

  it("a level changed by an administrator reaches every member's kept status", async () => {
    const member = await memberWithLevel();
    expect((await poll(b, member, '/api/vip/status')).userVip.vipLevel.dailyEarning).toBe('10.00');

    const listedReward = async () => {
      const listed = await b.app.inject({ method: 'GET', url: '/api/vip/public/levels' });
      return listed.json().levels.find((each: VipLevel) => each.id === level.id)?.dailyEarning;
    };
    expect(await listedReward()).toBe('10.00');

    const inB = heard(b, 'levels');
    await a.app.services.vipLevels.update(
      newId(),
      level.id,
      updateVipLevelRequestSchema.parse({ dailyEarning: '12' }),
    );
    await inB;
    expect((await poll(b, member, '/api/vip/status')).userVip.vipLevel.dailyEarning).toBe('12.00');
    expect((await poll(b, member, '/api/tasks/earning-status')).dailyEarningRate).toBe('12.00');
    // B's cached list of levels (the landing page's) is dropped by the same event.
    expect(await listedReward()).toBe('12.00');
    await a.app.services.vipLevels.update(
      newId(),
      level.id,
      updateVipLevelRequestSchema.parse({ dailyEarning: '10' }),
    );
  });

  it("holds today's credits only until midnight", async () => {
    await setEarningPolicy(a, { sessionHours: 1, creditAt: 'start', weekendRestricted: false });
    for (const t of [a, b]) t.clock.set('2026-01-05T23:58:00Z');
    const member = await memberWithLevel();
    const inB = heard(b, 'wallet');
    await a.app.inject({ method: 'POST', url: '/api/vip/start-earning', headers: bearer(member.token) });
    await inB;
    expect((await poll(b, member, '/api/vip/status')).todayEarnings).toBe('10.00');

    // 130 s later, within the 300 s the request accepts: only the new day makes B read again.
    b.clock.set('2026-01-06T00:00:10Z');
    expect((await get(b, member, '/api/vip/status', 'max-age=300')).todayEarnings).toBe('0.00');
  });
});
