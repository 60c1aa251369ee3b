import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { bearer, createMember, registerMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createLevel,
  fundPool,
  joinLevel,
  setEarningPolicy,
  setReferrer,
} from '../../../test/vip-fixtures.ts';
import { users } from '../auth/auth.tables.ts';
import { badgeFor, MEMBERS_CACHE_MS } from './members.service.ts';

describe('members board and counter', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const showOnBoard = (userId: string) =>
    t.database.db.update(users).set({ showOnLeaderboard: true }).where(eq(users.id, userId));
  const freshRead = () => t.clock.advance(MEMBERS_CACHE_MS + 1);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists only opted-in members, masked, with no id, full contact data or balance', async () => {
    const level = await createLevel(t, 'Silver', '100', '10');
    await fundPool(t, '1000');
    await setEarningPolicy(t, { sessionHours: 24, creditAt: 'start', weekendRestricted: false });
    const jane = await registerMember(t.app, { fullName: 'Jane Doe', email: 'jane.doe@example.com' });
    const phoneOnly = await registerMember(t.app, { email: undefined, phone: '+15551234567' });
    const hidden = await registerMember(t.app, { fullName: 'Hidden Person', email: 'hidden@example.com' });
    expect(hidden.user.email).toBe('hidden@example.com');
    const earner = await createMember(t, { fullName: 'Rich Earner' });
    for (const id of [jane.user.id, phoneOnly.user.id, earner.userId]) await showOnBoard(id);
    // Jane and the hidden member came by the earner's invitation: two direct referrals.
    await setReferrer(t, jane.user.id, earner.userId);
    await setReferrer(t, hidden.user.id, earner.userId);
    await depositFunds(t, earner.userId, '150');
    await joinLevel(t.app, earner, level.id);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/vip/start-earning',
      headers: bearer(earner.token),
    });
    expect(start.statusCode).toBe(200);

    const res = await get('/api/members/public?limit=20&sortBy=earnings&order=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const { members } = res.json();
    expect(members).toHaveLength(3);
    expect(members[0]).toEqual({
      fullName: 'Rich E.',
      email: `${earner.email.slice(0, 1)}***@example.com`,
      phone: null,
      vipLevel: 'Silver',
      totalEarnings: '10.00',
      todayEarnings: '10.00',
      referralCount: 2,
      badge: 'bronze-w',
      joinedAt: expect.any(String),
    });
    expect(members).toContainEqual(
      expect.objectContaining({
        fullName: 'Jane D.',
        email: 'j***@example.com',
        vipLevel: null,
        referralCount: 0,
        badge: null,
      }),
    );
    expect(members).toContainEqual(
      expect.objectContaining({ fullName: null, email: null, phone: '+1********67', totalEarnings: '0.00' }),
    );
    const body = res.body;
    for (const secret of [
      'jane.doe@example.com',
      'hidden',
      'Hidden',
      '+15551234567',
      earner.email,
      earner.userId,
      jane.user.id,
      phoneOnly.user.id,
      'balance',
      '"id"',
    ]) {
      expect(body).not.toContain(secret);
    }

    const byJoined = (await get('/api/members/public?sortBy=createdAt&order=asc')).json().members;
    expect(byJoined.map((m: { fullName: string | null }) => m.fullName)).toEqual([
      'Jane D.',
      null,
      'Rich E.',
    ]);
    expect((await get('/api/members/public?limit=1&sortBy=vipLevel')).json().members).toEqual([
      expect.objectContaining({ vipLevel: 'Silver' }),
    ]);
  });

  it('refuses a bad limit, sort or order with 400', async () => {
    for (const query of ['limit=0', 'limit=51', 'sortBy=balance', 'order=up', 'limit=x']) {
      const res = await get(`/api/members/public?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('counts from the database, and follows registrations and joins', async () => {
    const counted = async () => {
      const now = t.clock.now();
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const result = (await t.database.db.execute(sql`
        select
          (select count(*)::int from users where not is_admin) as total,
          (select count(*)::int from users where not is_admin and created_at >= ${dayStart.toISOString()}) as today,
          (select count(*)::int from memberships) as vip`)) as unknown as {
        rows: { total: number; today: number; vip: number }[];
      };
      return result.rows[0];
    };
    freshRead();
    const before = (await get('/api/members/stats')).json();
    const expected = await counted();
    expect(before).toEqual({
      totalMembers: expected?.total,
      activeMembers: expected?.vip,
      joinedToday: expected?.today,
      vipMembers: expected?.vip,
      totalEarningsPaid: '10.00',
    });
    expect(before.totalMembers).toBe(4);

    const level = await createLevel(t, 'Bronze', '50', '5');
    await createMember(t, { isAdmin: true });
    await registerMember(t.app);
    const joiner = await registerMember(t.app, { fullName: 'New Joiner' });
    const joinerMember = await createMember(t);
    await depositFunds(t, joinerMember.userId, '50');
    await joinLevel(t.app, joinerMember, level.id);
    expect(joiner.user.id).toBeTruthy();

    // Within the cache window the answer may be the earlier one; after it, the new counts.
    freshRead();
    const after = (await get('/api/members/stats')).json();
    const now = await counted();
    expect(after).toMatchObject({
      totalMembers: now?.total,
      joinedToday: now?.today,
      vipMembers: now?.vip,
      activeMembers: now?.vip,
    });
    expect(after.totalMembers).toBe(before.totalMembers + 3);
    expect(after.vipMembers).toBe(before.vipMembers + 1);

    // A new UTC day: nobody joined today yet.
    t.clock.advance(24 * 3600 * 1000);
    expect((await get('/api/members/stats')).json().joinedToday).toBe(0);
  });

  it("sorts by each figure both ways, and today's earnings start again at the UTC day", async () => {
    freshRead();
    type Row = {
      fullName: string | null;
      totalEarnings: string;
      todayEarnings: string;
      referralCount: number;
      joinedAt: string;
    };
    const rows = async (sortBy: string, order: string): Promise<Row[]> => {
      const res = await get(`/api/members/public?sortBy=${sortBy}&order=${order}`);
      expect(res.statusCode, `${sortBy} ${order}`).toBe(200);
      return res.json().members;
    };
    const figures: Record<string, (row: Row) => number> = {
      totalEarnings: (row) => Number(row.totalEarnings),
      todayEarnings: (row) => Number(row.todayEarnings),
      referralCount: (row) => row.referralCount,
      joinedAt: (row) => Date.parse(row.joinedAt),
    };
    for (const [sortBy, figure] of Object.entries(figures)) {
      for (const order of ['asc', 'desc']) {
        const values = (await rows(sortBy, order)).map(figure);
        const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(values, `${sortBy} ${order}`).toEqual(sorted);
      }
    }
    expect((await rows('referralCount', 'desc'))[0]).toMatchObject({ fullName: 'Rich E.', referralCount: 2 });
    expect((await rows('referralCount', 'asc')).at(-1)).toMatchObject({ fullName: 'Rich E.' });
    // The clock is a day on from the earning session: all of it is earlier than today.
    expect((await rows('totalEarnings', 'desc'))[0]).toMatchObject({
      fullName: 'Rich E.',
      totalEarnings: '10.00',
      todayEarnings: '0.00',
    });
  });

  it('gives badges in five equal bands of the active levels, from the cheapest', () => {
    expect(badgeFor(null, 5)).toBeNull();
    expect([0, 1, 2, 3, 4].map((rank) => badgeFor(rank, 5))).toEqual([
      'bronze-w',
      'blue-silver-diamond',
      'orange-gold-star',
      'purple-gold-crown',
      'purple-gold-winged-crown',
    ]);
    expect([0, 1, 8, 9].map((rank) => badgeFor(rank, 10))).toEqual([
      'bronze-w',
      'bronze-w',
      'purple-gold-winged-crown',
      'purple-gold-winged-crown',
    ]);
    expect(badgeFor(0, 1)).toBe('bronze-w');
  });
});
