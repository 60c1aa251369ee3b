import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLevel, joinLevel, setReferrer } from '../../../test/vip-fixtures.ts';
import { creditEarnings } from '../../../test/withdrawal-fixtures.ts';
import { users } from '../auth/auth.tables.ts';

interface Node {
  id: string;
  level: number;
  isRoot: boolean;
  referrals: Node[];
  balance: string;
  totalDeposits: string;
  referralBonusesReceived: {
    total: string;
    count: number;
    latest: { from: { id: string }; bonusAmount: string; createdAt: string }[];
  };
  userVip: { name: string; amount: string } | null;
}

describe('admin users: referral tree, daily earnings, lists and CSV exports', () => {
  let t: TestApp;
  let admin: TestMember;
  /** chain[0] is the root; chain[n] was referred by chain[n − 1]; six levels in all. */
  const chain: TestMember[] = [];
  let sibling: TestMember;

  const get = (url: string, token = admin.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-20T12:00:00Z');
    admin = await createMember(t, { isAdmin: true });
    for (let index = 0; index < 7; index++) {
      const member = await createMember(t, { fullName: `Chain ${index}` });
      if (index > 0) await setReferrer(t, member.userId, chain[index - 1]?.userId ?? '');
      chain.push(member);
    }
    sibling = await createMember(t, { fullName: 'Sibling' });
    await setReferrer(t, sibling.userId, chain[0]?.userId ?? '');
    // chain[1] buys a level: the root earns the level-1 bonus (10 %) from chain[1].
    const silver = await createLevel(t, 'Silver', '100', '2.5');
    await depositFunds(t, chain[1]?.userId ?? '', '130.5');
    await joinLevel(t.app, { token: chain[1]?.token ?? '' }, silver.id);
  });
  afterAll(() => t.close());

  const tree = async (depth?: number) => {
    const root = chain[0]?.userId ?? '';
    const res = await get(
      `/api/admin/users/${root}/referral-tree${depth === undefined ? '' : `?depth=${depth}`}`,
    );
    return res;
  };

  function depthOf(node: Node): number {
    return node.referrals.length === 0 ? 0 : 1 + Math.max(...node.referrals.map(depthOf));
  }

  it('nests the referrals under the ROOT down to the depth asked (default 3)', async () => {
    const byDefault = (await tree()).json();
    expect(byDefault.depth).toBe(3);
    expect(depthOf(byDefault.data[0])).toBe(3);
    expect(byDefault.totalDescendants).toBe(4); // sibling, chain 1..3

    const five = (await tree(5)).json();
    const root: Node = five.data[0];
    expect(five.data).toHaveLength(1);
    expect(root).toMatchObject({ id: chain[0]?.userId, isRoot: true, level: 0 });
    expect(depthOf(root)).toBe(5);
    expect(five.totalDescendants).toBe(6);
    let node: Node | undefined = root;
    for (let level = 1; level <= 5; level++) {
      node = node?.referrals.find((child) => child.id === chain[level]?.userId);
      expect(node).toMatchObject({ level, isRoot: false });
    }
    expect(node?.referrals).toEqual([]); // chain[6] is a sixth level, beyond the depth
    expect(root.referrals.map((child) => child.id).sort()).toEqual([chain[1]?.userId, sibling.userId].sort());

    // Bonuses per node: the root received 10.00 from chain[1]; chain[1] holds the level it bought.
    expect(root.referralBonusesReceived).toMatchObject({ total: '10.00', count: 1 });
    expect(root.referralBonusesReceived.latest[0]).toMatchObject({
      from: { id: chain[1]?.userId },
      bonusAmount: '10.00',
    });
    const first = root.referrals.find((child) => child.id === chain[1]?.userId);
    expect(first).toMatchObject({
      balance: '30.50',
      totalDeposits: '130.50',
      userVip: { name: 'Silver', amount: '100.00' },
      referralBonusesReceived: { total: '0.00', count: 0, latest: [] },
    });
  });

  it('refuses depths outside 1 to 5 with 400', async () => {
    for (const depth of ['0', '6', '2.5', 'deep']) {
      const res = await get(`/api/admin/users/${chain[0]?.userId}/referral-tree?depth=${depth}`);
      expect(res.statusCode, depth).toBe(400);
    }
    expect((await tree(1)).json().totalDescendants).toBe(2);
  });

  it('daily earnings: summary, 14 zero-filled UTC days, filters and sort against hand-computed figures', async () => {
    const earner = await createMember(t);
    // Credits (UTC): 40 days ago 7.00; 10 days ago 1.25 and 0.75 (one day, 2.00); 3 days ago 3.10; today 0.40.
    const credits: [daysAgo: number, amount: string][] = [
      [40, '7'],
      [10, '1.25'],
      [10, '0.75'],
      [3, '3.1'],
      [0, '0.4'],
    ];
    const now = new Date('2026-03-20T12:00:00Z');
    for (const [daysAgo, amount] of credits) {
      t.clock.set(new Date(now.getTime() - daysAgo * 86_400_000 - 3_600_000));
      await creditEarnings(t, earner.userId, amount);
    }
    t.clock.set(now);
    const read = async (query: string) =>
      (await get(`/api/admin/users/${earner.userId}/daily-earnings?${query}`)).json();

    const all = await read('');
    expect(all.summary).toEqual({
      totalEarnings: '12.50',
      averageDailyEarnings: '3.125',
      maxEarnings: '7.00',
      totalDays: 4,
    });
    expect(all.chartData).toHaveLength(14);
    expect(all.chartData[0]).toEqual({ date: '2026-03-07', amount: '0.00' });
    expect(all.chartData[13]).toEqual({ date: '2026-03-20', amount: '0.40' });
    expect(all.chartData.find((day: { date: string }) => day.date === '2026-03-10')).toEqual({
      date: '2026-03-10',
      amount: '2.00',
    });
    expect(all.chartData.filter((day: { amount: string }) => day.amount !== '0.00')).toHaveLength(3);
    expect(all.transactions.map((row: { amount: string }) => row.amount)).toEqual([
      '0.40',
      '3.10',
      '0.75',
      '1.25',
      '7.00',
    ]);
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 5, itemsPerPage: 20 });

    const week = await read('dateFilter=week');
    expect(week.summary).toEqual({
      totalEarnings: '3.50',
      averageDailyEarnings: '1.75',
      maxEarnings: '3.10',
      totalDays: 2,
    });
    const month = await read('dateFilter=month&sortBy=amount&limit=2');
    expect(month.summary.totalEarnings).toBe('5.50');
    expect(month.transactions.map((row: { amount: string }) => row.amount)).toEqual(['3.10', '1.25']);
    expect(month.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect((await read('dateFilter=year')).summary.totalEarnings).toBe('12.50');
    expect((await get(`/api/admin/users/${earner.userId}/daily-earnings?dateFilter=decade`)).statusCode).toBe(
      400,
    );
  });

  it('lists members with every figure from the ledger, searchable by name, email, phone, code and id', async () => {
    const member = chain[1];
    if (!member) throw new Error('no chain');
    for (const search of [member.email, member.email.slice(3, 12).toUpperCase(), member.userId]) {
      const res = await get(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((user: { id: string }) => user.id)).toEqual([member.userId]);
    }
    // Any part of a name, phone or referral code finds the member, in any case.
    const other = chain[2];
    if (!other) throw new Error('no chain');
    await t.database.db.update(users).set({ phone: '+15550001234' }).where(eq(users.id, other.userId));
    const referralCode = (await get(`/api/admin/users?search=${other.userId}`)).json().data[0].referralCode;
    for (const search of ['chain 2', '5550001', referralCode.toLowerCase()]) {
      const res = await get(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(res.json().data.map((user: { id: string }) => user.id)).toEqual([other.userId]);
    }
    const [user] = (await get(`/api/admin/users?search=${member.userId}`)).json().data;
    expect(user).toMatchObject({
      isActive: true,
      isEmailVerified: true,
      referrer: { id: chain[0]?.userId, fullName: 'Chain 0' },
      wallet: { balance: '30.50', withdrawable: '0.00' },
      financialData: {
        totalDeposits: '130.50',
        totalWithdrawals: '0.00',
        dailyEarnings: '2.50',
        referralEarnings: '0.00',
        totalDailyEarnings: '0.00',
        firstDailyTaskDate: null,
        totalDepositsCount: 1,
        totalWithdrawalsCount: 0,
      },
      _count: { referrals: 1 },
      userVip: { vipLevel: { name: 'Silver', amount: '100.00' }, isActive: true },
    });
    // The member's own wallet shows the same figures.
    const wallet = (await get('/api/wallet/stats', member.token)).json();
    expect([wallet.balance, wallet.totalDeposits]).toEqual([
      user.wallet.balance,
      user.financialData.totalDeposits,
    ]);

    const page = (await get('/api/admin/users?limit=3&page=2')).json();
    expect(page.data).toHaveLength(3);
    // The administrator, seven chain members, the sibling and the earner.
    expect(page.pagination).toMatchObject({ currentPage: 2, itemsPerPage: 3, totalItems: 10 });
  });

  it('VIP members: search by level name, active only by default', async () => {
    const res = (await get('/api/admin/vip-members?search=silv')).json();
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({
      user: { id: chain[1]?.userId },
      vipLevel: { name: 'Silver', amount: '100.00' },
      isActive: true,
    });
    expect((await get('/api/admin/vip-members?search=nobody')).json().data).toEqual([]);
    expect((await get('/api/admin/vip-members?activeOnly=false')).json().pagination.totalItems).toBe(1);
  });

  it('exports members as CSV: header, one row each, exact amounts, filters respected, audited', async () => {
    const res = await get('/api/admin/users/export?search=Chain');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="users-2026-03-20.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 5)).toEqual(['id', 'full_name', 'email', 'phone', 'status']);
    expect(lines).toHaveLength(1 + 7);
    const row = lines.find((line) => line.startsWith(chain[1]?.userId ?? '-'))?.split(',') ?? [];
    expect(row[header.indexOf('total_deposits')]).toBe('130.50');
    expect(row[header.indexOf('balance')]).toBe('30.50');

    const audit = (await get('/api/admin/audit-log?action=exports')).json();
    expect(audit.data[0]).toMatchObject({
      action: 'exports.users',
      actorId: admin.userId,
      actorEmail: admin.email,
      after: { filters: { search: 'Chain' } },
    });
    expect((await get('/api/admin/users/export', chain[0]?.token)).statusCode).toBe(403);
  });

  it('exports deposits and the audit log with the list filters', async () => {
    const none = await get('/api/admin/deposits/export?status=PENDING');
    expect(none.body.trimEnd().split('\r\n')).toHaveLength(1);
    const withdrawals = await get('/api/admin/withdrawals/export');
    expect(withdrawals.body.split('\r\n')[0]).toContain('net_amount');
    const audit = await get(
      `/api/admin/audit-log/export?action=exports.users&actor=${encodeURIComponent(admin.email)}`,
    );
    const lines = audit.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('exports.users');
    expect(lines[1]).toContain('"{""filters"":{""search"":""Chain""}}"');
  });
});

describe('admin users: the latest bonuses of a referral tree node', () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-21T08:00:00Z');
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('lists the latest five bonuses of a node, newest first, with their payers and times', async () => {
    const root = await createMember(t, { fullName: 'Busy root' });
    const gold = await createLevel(t, 'Gold', '100', '2.5');
    const payers: TestMember[] = [];
    for (let index = 0; index < 6; index++) {
      t.clock.set(new Date(Date.UTC(2026, 2, 21, 9, index, 0, 250)));
      const payer = await createMember(t, { fullName: `Payer ${index}` });
      await setReferrer(t, payer.userId, root.userId);
      await depositFunds(t, payer.userId, '100');
      await joinLevel(t.app, { token: payer.token }, gold.id);
      payers.push(payer);
    }
    t.clock.set('2026-03-21T12:00:00Z');
    const node: Node = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/users/${root.userId}/referral-tree?depth=1`,
        headers: bearer(admin.token),
      })
    ).json().data[0];
    expect(node.referralBonusesReceived).toMatchObject({ total: '60.00', count: 6 });
    expect(node.referralBonusesReceived.latest.map((bonus) => [bonus.from.id, bonus.createdAt])).toEqual(
      [5, 4, 3, 2, 1].map((index) => [
        payers[index]?.userId,
        new Date(Date.UTC(2026, 2, 21, 9, index, 0, 250)).toISOString(),
      ]),
    );
  });
});
