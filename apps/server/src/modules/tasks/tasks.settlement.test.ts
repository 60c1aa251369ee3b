import { toMicros } from '@nova/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { createMember } from '../../../test/members.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { balancesOf, fundPool } from '../../../test/vip-fixtures.ts';
import { runSettlement } from '../../jobs/settle-earning-sessions.ts';
import { newId } from '../../lib/ids.ts';
import { users } from '../auth/auth.tables.ts';
import { memberAccountKey, systemAccountKey } from '../ledger/ledger.accounts.ts';
import { transfers } from '../ledger/ledger.tables.ts';
import { DEMO_POOL_DAYS, DEMO_POOL_FLOOR, topUpDemoRewardsPool } from '../rewards-pool/rewards-pool.demo.ts';
import { earningSessions } from './tasks.tables.ts';

/** A completed session written directly, as if started yesterday. */
async function completedSession(t: TestApp, userId: string, reward = '1'): Promise<string> {
  const endsAt = new Date(t.clock.now().getTime() - 60_000);
  const startedAt = new Date(endsAt.getTime() - 24 * 3_600_000);
  const id = newId();
  await t.database.db.insert(earningSessions).values({
    id,
    userId,
    vipLevelId: newId(),
    vipLevelName: 'Test',
    day: startedAt.toISOString().slice(0, 10),
    reward: toMicros(reward),
    creditAt: 'end',
    startedAt,
    endsAt,
    dueAt: endsAt,
  });
  return id;
}

async function creditsCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(transfers)
    .where(eq(transfers.type, 'VIP_EARNINGS'));
  return row?.n ?? 0;
}

describe('settlement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await fundPool(t, '100000');
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  it('rolls a failed batch back whole, and a rerun credits each session once', async () => {
    const members = await Promise.all([createMember(t), createMember(t)]);
    for (const member of members) await completedSession(t, member.userId);
    // A member whose ledger accounts were never opened: crediting fails mid-batch, like a crash.
    const orphanId = newId();
    await t.database.db
      .insert(users)
      .values({ id: orphanId, passwordHash: 'x', referralCode: `ORPHAN${orphanId.slice(-6)}` });
    await completedSession(t, orphanId);
    await expect(t.app.services.earningSessions.settleDue()).rejects.toThrow(/account_not_found/);
    expect(await creditsCount(t)).toBe(0);

    await t.app.services.ledger.openMemberAccounts(orphanId);
    expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 3, unfunded: 0 });
    expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 0, unfunded: 0 });
    expect(await creditsCount(t)).toBe(3);
    expect((await balancesOf(t, orphanId)).earnings).toBe(toMicros('1'));
  });

  it('runs batches until nothing is left to credit', async () => {
    const before = await creditsCount(t);
    const members = await Promise.all(Array.from({ length: 7 }, () => createMember(t)));
    for (const member of members) await completedSession(t, member.userId);
    expect(await runSettlement(t.app, { batchSizeMax: 3, batchesPerRunMax: 10 })).toEqual({
      credited: 7,
      unfunded: 0,
    });
    expect(await creditsCount(t)).toBe(before + 7);
  });

  it('pays a whole batch at once, each session with the transfer the exact way would write', async () => {
    const members = await Promise.all([createMember(t), createMember(t)]);
    const ids = [
      await completedSession(t, members[0]?.userId ?? '', '2.5'),
      await completedSession(t, members[1]?.userId ?? '', '1'),
    ];
    const { ledger } = t.app.services;
    const poolBalance = async () => (await ledger.balanceOf(systemAccountKey('rewards_pool')))?.postedMicros;
    const poolBefore = await poolBalance();
    const exactWay = vi.spyOn(t.app.services.ledgerBatch, 'transferMany');
    try {
      expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 2, unfunded: 0 });
      expect(exactWay).not.toHaveBeenCalled();
    } finally {
      exactWay.mockRestore();
    }
    expect(await poolBalance()).toBe((poolBefore ?? 0n) - toMicros('3.5'));
    for (const [index, id] of ids.entries()) {
      const member = members[index]?.userId ?? '';
      const [session] = await t.database.db.select().from(earningSessions).where(eq(earningSessions.id, id));
      const paid = await ledger.getTransferByKey(`vip_earnings:${id}`);
      const earnings = await ledger.balanceOf(memberAccountKey(member, 'earnings'));
      expect(paid).toMatchObject({
        amount: session?.reward,
        phase: 'single',
        type: 'VIP_EARNINGS',
        userId: member,
        description: 'Daily VIP Earnings (Test)',
        metadata: { sessionId: id, day: session?.day },
        pendingId: null,
        correctsId: null,
        createdAt: t.clock.now(),
      });
      expect(session).toMatchObject({ status: 'credited', transferId: paid?.id, creditedAt: t.clock.now() });
      expect(earnings?.postedMicros).toBe(session?.reward);
    }
    await expectLedgerSound(t.database.db);
  });

  it('tops the demo pool up to 60 days of its obligation, from assets held, once', async () => {
    const pool = t.app.services.rewardsPool;
    const custody = async () =>
      (await t.app.services.ledger.balanceOf(systemAccountKey('custody', 'BEP20')))?.postedMicros ?? 0n;
    const custodyBefore = await custody();
    const before = await pool.status();
    const funded = await topUpDemoRewardsPool(pool, '2026-01-01');
    const after = await pool.status();
    const wanted = toMicros(after.dailyObligation) * DEMO_POOL_DAYS;
    const target = wanted > toMicros(DEMO_POOL_FLOOR) ? wanted : toMicros(DEMO_POOL_FLOOR);
    const expected = target > toMicros(before.balance) ? target - toMicros(before.balance) : 0n;
    expect(funded).toBe(expected);
    expect(toMicros(after.balance)).toBe(toMicros(before.balance) + expected);
    expect((await custody()) - custodyBefore).toBe(expected);
    expect(await topUpDemoRewardsPool(pool, '2026-01-01')).toBe(0n);
    await expectLedgerSound(t.database.db);
  });

  it.skipIf(!onPostgres)(
    'lets two workers settle at once, each session credited once (PostgreSQL)',
    async () => {
      const before = await creditsCount(t);
      const members = [];
      for (let index = 0; index < 60; index++) members.push(await createMember(t));
      for (const member of members) await completedSession(t, member.userId);
      const worker = async () => {
        let credited = 0;
        for (;;) {
          const run = await t.app.services.earningSessions.settleDue(7);
          credited += run.credited;
          if (run.credited === 0) return credited;
        }
      };
      const [first, second] = await Promise.all([worker(), worker()]);
      expect((first ?? 0) + (second ?? 0)).toBe(60);
      expect(await creditsCount(t)).toBe(before + 60);
    },
  );
});

if (!onPostgres)
  console.info('settlement: the two-worker test needs PostgreSQL (set DATABASE_URL); skipped on PGlite');
