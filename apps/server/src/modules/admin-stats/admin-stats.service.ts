import { type AdminStats, formatMicros } from '@nova/contracts';
import { mailDisabled } from '../../config.ts';
import { freshShared } from '../../lib/fresh-shared.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { SystemFigures } from '../ledger/index.ts';

/**
 * The admin Dashboard figures. Each domain supplies its own
 * through a provider, so this module reads no other module's tables: users from accounts,
 * deposits from the deposits module, VIP users from memberships, money from the ledger and
 * withdrawals from the withdrawals module. A domain not yet built answers zeros, never
 * invented numbers.
 */
export interface UserFigures {
  total: number;
  active: number;
  /** Registered since `since` (the start of the current UTC day). */
  today: number;
}

export interface DepositFigures {
  confirmedMicros: bigint;
  confirmedCount: number;
  confirmedTodayMicros: bigint;
  pendingCount: number;
}

export interface WithdrawalFiguresForStats {
  heldMicros: bigint;
  heldCount: number;
  completedMicros: bigint;
  completedCount: number;
  todayMicros: bigint;
  todayCount: number;
}

export interface StatsProviders {
  users(since: Date): Promise<UserFigures>;
  deposits(since: Date): Promise<DepositFigures>;
  vipUsers(): Promise<number>;
  ledger(): Promise<SystemFigures>;
  withdrawals(since: Date): Promise<WithdrawalFiguresForStats>;
  /** Emails given up, waiting for an administrator's Retry. */
  failedEmails(): Promise<number>;
  approvedUnpaid(): Promise<AdminStats['approvedUnpaid']>;
}

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function createAdminStatsService(deps: ModuleDeps, providers: StatsProviders) {
  async function compute(): Promise<AdminStats> {
    const since = startOfUtcDay(deps.clock.now());
    const [users, deposits, vipUsers, ledger, withdrawals, failedEmails, approvedUnpaid] = await Promise.all([
      providers.users(since),
      providers.deposits(since),
      providers.vipUsers(),
      providers.ledger(),
      providers.withdrawals(since),
      providers.failedEmails(),
      providers.approvedUnpaid(),
    ]);
    return {
      totalUsers: users.total,
      activeUsers: users.active,
      todayUsers: users.today,
      totalDeposits: formatMicros(deposits.confirmedMicros),
      depositCount: deposits.confirmedCount,
      todayDeposits: formatMicros(deposits.confirmedTodayMicros),
      confirmedDeposits: deposits.confirmedCount,
      pendingDeposits: deposits.pendingCount,
      pendingWithdrawals: formatMicros(withdrawals.heldMicros),
      pendingWithdrawalCount: withdrawals.heldCount,
      completedWithdrawals: formatMicros(withdrawals.completedMicros),
      completedWithdrawalCount: withdrawals.completedCount,
      todayWithdrawals: formatMicros(withdrawals.todayMicros),
      todayWithdrawalCount: withdrawals.todayCount,
      systemBalance: formatMicros(ledger.custodyMicros - ledger.memberLiabilitiesMicros),
      custody: formatMicros(ledger.custodyMicros),
      memberLiabilities: formatMicros(ledger.memberLiabilitiesMicros),
      vipUsers,
      // Net of corrections, as the transparency page and the Users tab count them.
      totalEarnings: formatMicros(
        (ledger.memberNetMicros.VIP_EARNINGS ?? 0n) + (ledger.memberNetMicros.TASK_REWARD ?? 0n),
      ),
      totalReferralBonus: formatMicros(ledger.memberNetMicros.REFERRAL_BONUS ?? 0n),
      mailDisabled: mailDisabled(deps.config),
      failedEmails,
      approvedUnpaid,
    };
  }

  return {
    /**
     * The figures are the same for every administrator: requests that arrive together share one
     * computation (a dozen aggregate statements), never one that started before they arrived.
     */
    stats: freshShared(compute),
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
