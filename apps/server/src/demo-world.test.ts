import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatMicros, toMicros } from '@nova/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainFixture, startChainFixture } from '../test/chain-fixture.ts';
import { auditLedger } from '../test/ledger-auditor.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { demoCast, WORLD_NEWS_TITLE } from './demo-world-cast.ts';
import { createDepositKeyPair } from './modules/chain/chain.addresses.ts';
import { deposits } from './modules/deposits/deposits.tables.ts';
import { accounts } from './modules/ledger/ledger.tables.ts';
import { earningSessions } from './modules/tasks/tasks.tables.ts';
import { withdrawals } from './modules/withdrawals/withdrawals.tables.ts';
import { startup } from './startup.ts';

/**
 * The demo's living world, built by start-up on the embedded database and the local chains:
 * what each person holds, what waits for the administrator, and that the ledger and the
 * transparency figures agree. A second start adds nothing.
 */
describe('the demo world', { timeout: 120_000 }, () => {
  let chains: ChainFixture;
  let fixture: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    const keys = { DEPOSIT_XPUB: createDepositKeyPair().xpub };
    chains = await startChainFixture(keys);
    dataDir = mkdtempSync(path.join(tmpdir(), 'nova-demo-world-'));
    const env = { ...chains.dev.env, ...keys, DEMO: 'true', DATA_DIR: dataDir };
    fixture = await createTestApp(env, { chainSettings: chains.settings, devChains: chains.dev });
    fixture.clock.set(new Date());
    const started = await startup(fixture.app);
    await started.demoWorld;
    await started.stop();
    // Building the world makes some thirty transfers on the chains and the ledger.
  }, 240_000);
  afterAll(async () => {
    await fixture?.close();
    await chains?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => fixture.database.db;
  const idOf = async (email: string) => (await fixture.app.services.auth.accountIdByEmail(email)) as string;
  const statusCounts = async (table: typeof deposits | typeof withdrawals) =>
    Object.fromEntries(
      (await db().select({ status: table.status, n: count() }).from(table).groupBy(table.status)).map(
        (row) => [row.status, row.n],
      ),
    );

  it('gives the demo member a deposit, a membership, credited sessions and a referral bonus', async () => {
    const { memberships, referralStats, wallet } = fixture.app.services;
    const demoId = await idOf('demo@nova.local');
    expect((await memberships.current(demoId))?.level.name).toBe('Silver');
    const sessions = await db()
      .select({ status: earningSessions.status })
      .from(earningSessions)
      .where(eq(earningSessions.userId, demoId));
    expect(sessions.map((row) => row.status)).toEqual(['credited', 'credited', 'credited']);
    const stats = await wallet.stats(demoId);
    // 300 deposited, 100 paid for Silver; 3 × 10 earned; 10 % of Nadia's 100 and 5 % of Kenji's 50.
    expect(stats.balance).toBe('200.00');
    expect(stats.totalEarnings).toBe('30.00');
    expect(stats.totalReferralBonus).toBe('12.50');
    const team = await referralStats.stats(demoId);
    expect([team.directReferrals, team.indirectReferrals]).toEqual([1, 1]);
  });

  it('has every cast member on a level, on the board, and the news post published', async () => {
    const { memberships, members, announcements } = fixture.app.services;
    for (const member of demoCast) {
      expect((await memberships.current(await idOf(member.email)))?.level.name).toBe(member.level);
    }
    const board = await members.board({ limit: 50, sortBy: 'earnings', order: 'desc' });
    // The six board people of members.demo.ts and the two the demo member's team brought.
    expect(board.members).toHaveLength(8);
    expect(board.members.filter((row) => row.vipLevel !== null)).toHaveLength(demoCast.length - 1);
    const news = await announcements.published({ kind: 'NEWS', page: 1, limit: 10 }, 'en');
    expect(news.data.map((post) => post.title)).toContain(WORLD_NEWS_TITLE);
  });

  it('leaves the administrator a deposit claim to review, a pending and an approved withdrawal', async () => {
    expect(await statusCounts(deposits)).toEqual({ CONFIRMED: demoCast.length, PENDING: 1 });
    expect(await statusCounts(withdrawals)).toEqual({ PENDING: 1, APPROVED: 1 });
    const [claim] = await db().select().from(deposits).where(eq(deposits.status, 'PENDING'));
    expect(claim?.reviewRequired).toBe(true);
  });

  it('keeps the ledger sound, and the transparency page says what the ledger holds', async () => {
    expect((await auditLedger(db())).problems).toEqual([]);
    const figures = await fixture.app.services.transparency.figures();
    const [owed] = await db()
      .select({ micros: sql<string>`sum(${accounts.creditsPosted} - ${accounts.debitsPosted})::text` })
      .from(accounts)
      .where(sql`${accounts.key} like 'member:%'`);
    expect(figures.memberBalances.total).toBe(formatMicros(BigInt(owed?.micros ?? '0')));
    const [held] = await db()
      .select({ micros: sql<string>`sum(${accounts.debitsPosted} - ${accounts.creditsPosted})::text` })
      .from(accounts)
      .where(sql`${accounts.key} like 'system:custody:%'`);
    expect(figures.totalAssets).toBe(formatMicros(BigInt(held?.micros ?? '0')));
    expect(figures.verdict.balances.covered).toBe(true);
    expect(figures.verdict.pool.covered).toBe(true);
    expect(figures.unfundedRewards.count).toBe(0);
  });

  it("takes the day's transparency and proof-of-reserves snapshots of the world, not of the books before it", async () => {
    const { transparency, proofs } = fixture.app.services;
    const figures = await transparency.figures();
    const { snapshots } = await transparency.history(1);
    expect(snapshots.map((day) => [day.totalAssets, day.memberBalances])).toEqual([
      [figures.totalAssets, figures.memberBalances.total],
    ]);
    const { snapshots: published } = await proofs.list(1, 10);
    expect(published.map((proof) => proof.rootSum)).toEqual([figures.memberBalances.total]);
    // Read on chain at the block the watchers had read: every cast member's deposit and the
    // claimed transfer of 75 to the shared address. (The demo's pool top-ups are ledger entries.)
    const sent = demoCast.reduce((sum, member) => sum + toMicros(member.deposit.amount), toMicros('75'));
    expect(published.map((proof) => proof.totalReserves)).toEqual([formatMicros(sent)]);
  });

  it('adds nothing on a second start', async () => {
    const before = await Promise.all([statusCounts(deposits), statusCounts(withdrawals)]);
    const started = await startup(fixture.app);
    await started.demoWorld;
    await started.stop();
    expect(await Promise.all([statusCounts(deposits), statusCounts(withdrawals)])).toEqual(before);
    expect((await auditLedger(db())).problems).toEqual([]);
  });
});
