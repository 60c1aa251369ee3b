import { type Network, networks, type TokenSymbol } from '@nova/contracts';
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { type DemoCastMember, demoCast, WORLD_NEWS_TITLE, worldNews } from './demo-world-cast.ts';
import { headBlock, mineBlocks } from './dev-chains/dev-chain-actions.ts';
import { ManualClock } from './lib/clock.ts';
import { newPassword } from './modules/auth/index.ts';
import { topUpDemoRewardsPool } from './modules/rewards-pool/index.ts';
import { createEarningSessionsService } from './modules/tasks/index.ts';

/**
 * The demo's living world (decision 029): on the first start, demo members deposit, join levels,
 * invite each other, earn and withdraw through the same services the API calls — real token
 * transfers on the local chains, claims credited by the chain check, memberships paying referral
 * bonuses, sessions credited from the rewards pool by the settlement — and the administrator
 * finds work waiting. Past sessions are started by the sessions service on a clock set days back
 * and settled on the real one. Built once: a second start finds the world's news post or the demo
 * member's membership and adds nothing.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const WATCHERS_WAIT_MS = 60_000;

export interface WorldPeople {
  adminEmail: string;
  demoMemberEmail: string;
}

export type WorldOutcome = 'built' | 'exists' | 'no-chains';

export async function buildDemoWorld(app: FastifyInstance, people: WorldPeople): Promise<WorldOutcome> {
  const { auth, memberships, announcements, deposits } = app.services;
  if (!app.deps.devChains || !deposits.testTransfers) return 'no-chains';
  const adminId = await auth.accountIdByEmail(people.adminEmail);
  const demoId = await auth.accountIdByEmail(people.demoMemberEmail);
  if (!adminId || !demoId) throw new Error('the demo world needs the bootstrap accounts');
  if (await isBuilt(app, demoId)) return 'exists';

  const world = createWorldActions(app, adminId);
  const ids = new Map<string, string>();
  for (const member of demoCast) {
    const referrerId = member.referredBy ? ids.get(member.referredBy) : undefined;
    ids.set(member.key, member.key === 'demo' ? demoId : await world.enrol(member, referrerId));
  }
  for (const member of demoCast) {
    const userId = ids.get(member.key) as string;
    await world.deposit(userId, member.deposit);
    const level = await world.levelId(member.level);
    await memberships.join(userId, level, `demo-world:join:${userId}`);
  }
  await topUpDemoRewardsPool(app.services.rewardsPool, app.deps.clock.now().toISOString().slice(0, 10));
  for (const member of demoCast)
    await world.pastSessions(ids.get(member.key) as string, member.sessionDaysAgo);
  await app.services.earningSessions.settleDue();
  await world.queueForAdmin(ids);
  await world.untilWatchersRead();
  await announcements.create(adminId, { kind: 'NEWS', ...worldNews, published: true, translations: {} });
  return 'built';
}

async function isBuilt(app: FastifyInstance, demoId: string): Promise<boolean> {
  if (await app.services.memberships.current(demoId)) return true;
  const news = await app.services.announcements.adminList({ kind: 'NEWS', page: 1, limit: 100 });
  return news.data.some((post) => post.title === WORLD_NEWS_TITLE);
}

function createWorldActions(app: FastifyInstance, adminId: string) {
  const { auth, deposits, vipLevels, withdrawals, adminWithdrawals } = app.services;
  const devChains = app.deps.devChains as NonNullable<typeof app.deps.devChains>;
  const transfers = present(deposits.testTransfers);
  const pastClock = new ManualClock();
  const pastSessions = createEarningSessionsService({ ...app.deps, clock: pastClock }, app.services);

  /** A real transfer from the demo wallet, mined until final, then claimed by its hash. */
  async function sendAndClaim(
    userId: string,
    transfer: { network: Network; currency: TokenSymbol; amount: string; target: 'personal' | 'company' },
  ): Promise<Hash> {
    // As on /deposit: opening it gives the member a personal address first.
    if (transfer.target === 'personal') await deposits.addresses(userId);
    const sent = await transfers.send(userId, transfer);
    const transactionHash = sent.transactionHash as Hash;
    const chain = devChains.chains[transfer.network];
    await mineBlocks(chain, chain.confirmations + 1);
    await deposits.createClaim(userId, {
      amount: transfer.amount,
      network: transfer.network,
      transactionHash,
    });
    return transactionHash;
  }

  const outsideWallet = (): Address => getAddress(privateKeyToAddress(generatePrivateKey()));

  return {
    /** Registers a cast member (with the referrer's code), verified and on the members board. */
    async enrol(member: DemoCastMember, referrerId: string | undefined): Promise<string> {
      const known = await auth.accountIdByEmail(member.email);
      if (known) return known;
      const referralCode = referrerId ? (await auth.profile(referrerId)).referralCode : undefined;
      const password = newPassword();
      await auth.register({ fullName: member.fullName, email: member.email, password, referralCode });
      await auth.provisionAccount({ ...member, password, isAdmin: false, resetPassword: false });
      await auth.setShowOnLeaderboard(member.email, true);
      return (await auth.accountIdByEmail(member.email)) as string;
    },
    deposit: (userId: string, deposit: DemoCastMember['deposit']) =>
      sendAndClaim(userId, { ...deposit, target: 'personal' }),
    async levelId(name: string): Promise<string> {
      const level = (await vipLevels.activeLevels()).find((candidate) => candidate.name === name);
      if (!level) throw new Error(`the demo level ${name} is missing`);
      return level.id;
    },
    /** One session a day, `daysAgo` days back, each ended an hour or more before now. */
    async pastSessions(userId: string, daysAgo: readonly number[]): Promise<void> {
      for (const days of [...daysAgo].sort((a, b) => b - a)) {
        pastClock.set(new Date(app.deps.clock.now().getTime() - days * DAY_MS - HOUR_MS));
        await pastSessions.start(userId, `demo-world:session:${userId}:${days}`);
      }
    },
    /**
     * Waits (a minute at most) until the chain watchers have read every block the world wrote:
     * the day's proof of reserves reads balances at the block the watcher has read, and is taken
     * once the world is built (startup.ts), so it sees the world's transfers on chain.
     */
    async untilWatchersRead(): Promise<void> {
      const targets = await Promise.all(
        networks.map(async (network) => {
          const chain = devChains.chains[network];
          // Every transfer of the world had its confirmations and one more block mined on top.
          return { network, block: (await headBlock(chain)) - BigInt(chain.confirmations + 1) };
        }),
      );
      const deadline = Date.now() + WATCHERS_WAIT_MS;
      while (Date.now() < deadline) {
        const { networks: read } = await deposits.detectionStatus();
        const behind = targets.filter(({ network, block }) => {
          const scanned = read.find((entry) => entry.network === network)?.lastScannedBlock;
          return scanned == null || BigInt(scanned) < block;
        });
        if (behind.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      app.log.warn(
        'the chain watchers have not read the demo world yet; the first proof of reserves may not show it',
      );
    },
    /** A claim to the shared address (waits for review), a pending and an approved withdrawal. */
    async queueForAdmin(ids: Map<string, string>): Promise<void> {
      const claimant = ids.get('lucas') as string;
      await sendAndClaim(claimant, { network: 'BEP20', currency: 'USDT', amount: '75', target: 'company' });
      const pending = { amount: '20', currency: 'USDT', network: 'BEP20', source: 'EARNINGS' } as const;
      await withdrawals.request(ids.get('amara') as string, { ...pending, walletAddress: outsideWallet() });
      const toApprove = { amount: '30', currency: 'USDC', network: 'POLYGON', source: 'DEPOSIT' } as const;
      const { withdrawal } = await withdrawals.request(ids.get('mei') as string, {
        ...toApprove,
        walletAddress: outsideWallet(),
      });
      await adminWithdrawals.process(adminId, withdrawal.id, {
        action: 'APPROVE',
        adminNotes: 'Demo data: approved, payout to be sent',
        acknowledgeMismatch: false,
      });
    },
  };
}

function present<T>(value: T | null): T {
  if (value === null) throw new Error('the demo world needs the demo chains');
  return value;
}
