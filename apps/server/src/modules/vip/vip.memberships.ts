import {
  formatMicros,
  type JoinVipResponse,
  type ProjectedEarningsResponse,
  type UpgradeOption,
  type UpgradeOptionsResponse,
  type UserVip,
  type VipLevel,
} from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { type LedgerService, memberAccountKey, systemAccountKey, type Transfer } from '../ledger/index.ts';
import type { ReferralBonusService } from '../referrals/index.ts';
import type { VipLevelsService } from './vip.levels.ts';
import { toVipLevel } from './vip.levels-view.ts';
import type { MembershipOfRow } from './vip.membership-of.ts';
import {
  activeObligation,
  findMembership,
  findMemberships,
  lockMemberPurchases,
  type MembershipRow,
  saveMembership,
} from './vip.memberships-repo.ts';
import { purchaseRefusal, upgradeOptionOf } from './vip.memberships-rules.ts';

const projectionDays = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** What a member's VIP view needs of their membership row. */
export type MembershipView = Pick<
  MembershipRow,
  'vipLevelId' | 'totalPaid' | 'isActive' | 'createdAt' | 'updatedAt'
>;

function userVipWith(membership: MembershipView, vipLevel: VipLevel): UserVip {
  return {
    vipLevel,
    totalPaid: formatMicros(membership.totalPaid),
    isActive: membership.isActive,
    createdAt: membership.createdAt.toISOString(),
    updatedAt: membership.updatedAt.toISOString(),
  };
}

/**
 * Memberships: joining and upgrading a VIP level (rule 26), paid only from the
 * member's `deposit` account. The payment, the referral bonuses it funds and the new level are
 * written in one transaction; purchases of one member are serialised, so a double submit pays once.
 */
export function createMembershipsService(
  deps: ModuleDeps,
  services: { ledger: LedgerService; vipLevels: VipLevelsService; referralBonuses: ReferralBonusService },
) {
  const { db } = deps.database;
  const { ledger, vipLevels, referralBonuses } = services;

  async function levelView(tx: DbOrTx, levelId: string): Promise<VipLevel> {
    const found = (await vipLevels.allLevels(tx)).find((entry) => entry.row.id === levelId);
    if (!found) throw new AppError('NOT_FOUND', 'VIP level not found');
    return found.level;
  }

  async function userVipOf(tx: DbOrTx, membership: MembershipView): Promise<UserVip> {
    return userVipWith(membership, await levelView(tx, membership.vipLevelId));
  }

  /** An earlier request with the same key: answer as it was answered, or refuse a different one. */
  async function replay(
    tx: DbOrTx,
    userId: string,
    prior: Transfer,
    vipLevelId: string,
  ): Promise<JoinVipResponse> {
    if (prior.metadata.vipLevelId !== vipLevelId) {
      throw new AppError('CONFLICT', 'This request key was already used for a different VIP purchase');
    }
    const current = await findMembership(tx, userId);
    if (!current) throw new Error(`payment ${prior.id} replayed but member ${userId} has no membership`);
    const vipLevel = await levelView(tx, vipLevelId);
    const isUpgrade = prior.metadata.fromVipLevelId !== null;
    return {
      success: true,
      message: isUpgrade
        ? `Successfully upgraded to ${vipLevel.name}`
        : `Successfully joined ${vipLevel.name}`,
      isUpgrade,
      vipLevel,
      amountPaid: formatMicros(prior.amount),
      userVip: await userVipOf(tx, current.membership),
    };
  }

  async function pay(
    tx: DbOrTx,
    purchase: { userId: string; vipLevelId: string; key: string; ratesPpm: readonly bigint[] },
  ): Promise<JoinVipResponse> {
    const { userId, vipLevelId, key } = purchase;
    const level = await vipLevels.findRow(vipLevelId, tx);
    if (!level) throw new AppError('NOT_FOUND', 'VIP level not found');
    const current = await findMembership(tx, userId);
    const refusal = purchaseRefusal(level, current);
    if (refusal) throw new AppError('RULE_VIOLATION', refusal);
    const paymentMicros = level.amount - (current?.membership.totalPaid ?? 0n);
    const isUpgrade = current !== undefined;
    const result = await ledger.transfer(
      {
        key,
        debitAccountKey: memberAccountKey(userId, 'deposit'),
        creditAccountKey: systemAccountKey('membership_revenue'),
        amountMicros: paymentMicros,
        type: 'VIP_PAYMENT',
        description: isUpgrade
          ? `Upgrade from ${current.level.name} to ${level.name}`
          : `Joined ${level.name}`,
        metadata: { vipLevelId, fromVipLevelId: current?.level.id ?? null },
      },
      tx,
    );
    if (!result.ok && result.status === 'exceeds_credits') {
      const missing = formatMicros(paymentMicros - result.availableMicros);
      const message = `You need ${missing} more in deposited funds to join ${level.name}. Daily earnings and referral bonuses cannot be used for VIP purchases.`;
      throw new AppError('INSUFFICIENT_FUNDS', message, [{ path: 'vipLevelId', msg: message }]);
    }
    if (!result.ok) throw new Error(`VIP payment refused by the ledger: ${result.status}`);
    const membership = await saveMembership(tx, {
      userId,
      vipLevelId,
      totalPaid: level.amount,
      now: deps.clock.now(),
    });
    await referralBonuses.payFor(tx, {
      payerId: userId,
      payment: result.transfer,
      ratesPpm: purchase.ratesPpm,
    });
    const vipLevel = await levelView(tx, vipLevelId);
    return {
      success: true,
      message: isUpgrade ? `Successfully upgraded to ${level.name}` : `Successfully joined ${level.name}`,
      isUpgrade,
      vipLevel,
      amountPaid: formatMicros(paymentMicros),
      userVip: await userVipOf(tx, membership),
    };
  }

  return {
    /** Join or upgrade; `requestKey` is the browser's Idempotency-Key (a fresh one when absent). */
    async join(userId: string, vipLevelId: string, requestKey?: string): Promise<JoinVipResponse> {
      const key = `vip_payment:${userId}:${requestKey ?? newId()}`;
      const ratesPpm = await referralBonuses.ratesPpm();
      return db.transaction(async (tx) => {
        await lockMemberPurchases(tx, userId);
        const prior = await ledger.getTransferByKey(key, tx);
        if (prior) return replay(tx, userId, prior, vipLevelId);
        return pay(tx, { userId, vipLevelId, key, ratesPpm });
      });
    },

    /**
     * The member-facing view of a membership read elsewhere with its level (membershipOf, in the
     * Tasks screen's one statement): built from that row, so the polled answer reads nothing more.
     */
    view: (membership: MembershipOfRow): UserVip =>
      userVipWith(membership, toVipLevel(membership.level, membership.levelNumber)),

    /** The member's membership row and level, for the earning rules. */
    current: (userId: string, tx: DbOrTx = db) => findMembership(tx, userId),
    currentOf: (userIds: string[], tx: DbOrTx = db) => findMemberships(tx, userIds),

    obligation: (tx: DbOrTx = db) => activeObligation(tx),

    async upgradeOptions(userId: string): Promise<UpgradeOptionsResponse> {
      const [levels, current, money] = await ledger.readConsistent(
        async (tx) =>
          [
            await vipLevels.allLevels(tx),
            await findMembership(tx, userId),
            await ledger.memberFigures(userId, tx),
          ] as const,
      );
      const funds = { balanceMicros: money.balance, totalDepositsMicros: money.totalDeposits };
      const options: UpgradeOption[] = levels
        .filter(({ row }) => row.isActive && purchaseRefusal(row, current) === null)
        .map(({ row, level }) => upgradeOptionOf(row, level.level, current, funds));
      const currentLevel = current
        ? (levels.find(({ row }) => row.id === current.level.id)?.level ?? null)
        : null;
      return { currentLevel, options };
    },

    async projectedEarnings(
      userId: string,
      timeRange: keyof typeof projectionDays,
    ): Promise<ProjectedEarningsResponse> {
      const current = await findMembership(db, userId);
      const dailyMicros = current?.membership.isActive ? current.level.dailyEarning : 0n;
      const days = projectionDays[timeRange];
      return {
        timeRange,
        days,
        vipLevel: current ? { id: current.level.id, name: current.level.name } : null,
        dailyEarning: formatMicros(dailyMicros),
        projectedEarnings: formatMicros(dailyMicros * BigInt(days)),
      };
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
