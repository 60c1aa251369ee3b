import { createVipLevelRequestSchema, type EarningPolicy, toMicros, type VipLevel } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import { newId } from '../src/lib/ids.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { systemAccountKey } from '../src/modules/ledger/ledger.accounts.ts';
import { depositFunds } from './fixtures.ts';
import { bearer, createMember, type TestMember } from './members.ts';
import type { TestApp } from './test-app.ts';

/** Levels, referral links, the pool and the earning policy for membership and earning tests. */
const SYSTEM_ACTOR = null;

export async function createLevel(
  t: TestApp,
  name: string,
  amount: string,
  dailyEarning: string,
  bicycle: { bicycleModel?: string; bicycleColor?: string; bicycleFeatures?: string[] } = {},
): Promise<VipLevel> {
  const input = createVipLevelRequestSchema.parse({ name, amount, dailyEarning, ...bicycle });
  return t.app.services.vipLevels.create(newId(), input);
}

/**
 * The member joins a level through POST /api/vip/join, as the VIP screen does; anything but 200
 * fails the test. `app` may be another process's app over the same database.
 */
export async function joinLevel(
  app: TestApp['app'],
  member: { token: string },
  levelId: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/vip/join',
    headers: { ...bearer(member.token), ...headers },
    payload: { vipLevelId: levelId },
  });
  if (res.statusCode !== 200) throw new Error(`joining the level answered ${res.statusCode}: ${res.body}`);
}

/** A new member who deposited the level's price and joined it through POST /api/vip/join. */
export async function createMemberWithLevel(t: TestApp, level: VipLevel): Promise<TestMember> {
  const member = await createMember(t);
  await depositFunds(t, member.userId, level.amount);
  await joinLevel(t.app, member, level.id);
  return member;
}

/** Records that `referrerId` invited `userId` (registration does this from a referral code). */
export async function setReferrer(t: TestApp, userId: string, referrerId: string): Promise<void> {
  await t.database.db.update(users).set({ referrerId }).where(eq(users.id, userId));
}

export async function fundPool(t: TestApp, amount: string): Promise<void> {
  const result = await t.app.services.ledger.transfer({
    key: `test-pool-funding:${newId()}`,
    debitAccountKey: systemAccountKey('operator_equity'),
    creditAccountKey: systemAccountKey('rewards_pool'),
    amountMicros: toMicros(amount),
    type: 'POOL_FUNDING',
    description: 'Rewards pool funding (test)',
  });
  if (!result.ok) throw new Error(`test pool funding refused: ${result.status}`);
}

export async function setEarningPolicy(t: TestApp, policy: EarningPolicy): Promise<void> {
  await t.app.services.settings.update(SYSTEM_ACTOR, { earningPolicy: policy });
}

/** The member's posted balances in micro-units. */
export async function balancesOf(t: TestApp, userId: string): Promise<{ deposit: bigint; earnings: bigint }> {
  const balances = await t.app.services.ledger.memberBalances(userId);
  return { deposit: balances.deposit.postedMicros, earnings: balances.earnings.postedMicros };
}
