import { formatMicros, paginate, type TransactionsResponse, type WalletStats } from '@nova/contracts';
import type { LedgerService } from '../ledger/ledger.service.ts';

/** The active membership's daily reward in micro-units; supplied by the memberships module. */
export type DailyEarningsProvider = (userId: string) => Promise<bigint>;

export interface WalletOptions {
  dailyEarningsOf?: DailyEarningsProvider;
}

const noMembership: DailyEarningsProvider = async () => 0n;

/**
 * The member's wallet, read from the ledger only (rule 30): `balance`
 * is the spendable `deposit` account, `withdrawable` the available `earnings` account.
 */
export function createWalletService(services: { ledger: LedgerService }, options: WalletOptions = {}) {
  const { ledger } = services;
  const dailyEarningsOf = options.dailyEarningsOf ?? noMembership;

  return {
    async stats(userId: string): Promise<WalletStats> {
      const money = await ledger.memberFigures(userId);
      const dailyEarnings = await dailyEarningsOf(userId);
      const figures = {
        balance: money.balance,
        totalDeposits: money.totalDeposits,
        totalEarnings: money.totalEarnings,
        totalReferralBonus: money.totalReferralBonus,
        dailyEarnings,
        totalWithdrawn: money.totalWithdrawn,
        totalRefunded: money.totalRefunded,
        withdrawable: money.withdrawable,
        heldEarnings: money.heldEarnings,
        heldDeposit: money.heldDeposit,
      } satisfies Record<keyof WalletStats, bigint>;
      return Object.fromEntries(
        Object.entries(figures).map(([name, micros]) => [name, formatMicros(micros)]),
      ) as WalletStats;
    },

    async transactions(userId: string, page: number, limit: number): Promise<TransactionsResponse> {
      const { items, total } = await ledger.memberTransfers(userId, { limit, offset: (page - 1) * limit });
      return {
        data: items.map((item) => ({
          id: item.id,
          type: item.type,
          description: item.description,
          amount: formatMicros(item.amountMicros),
          createdAt: item.createdAt.toISOString(),
        })),
        pagination: paginate(page, limit, total),
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
