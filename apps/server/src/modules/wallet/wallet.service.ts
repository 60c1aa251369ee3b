import { formatMicros, paginate, type TransactionsResponse, type WalletStats } from '@nova/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { LedgerService } from '../ledger/index.ts';

/**
 * The active level's daily reward of the member `member` names (micro-units as text, null without
 * one), as SQL: supplied by the memberships module and read in the wallet's one statement.
 */
export type DailyEarningOf = (member: SQL) => SQL<string | null>;

export interface WalletOptions {
  dailyEarningOf?: DailyEarningOf;
}

const noMembership: DailyEarningOf = () => sql<null>`null`;

/**
 * The member's wallet, read from the ledger only (rule 30): `balance`
 * is the spendable `deposit` account, `withdrawable` the available `earnings` account.
 */
export function createWalletService(services: { ledger: LedgerService }, options: WalletOptions = {}) {
  const { ledger } = services;
  const statsOf = ledger.memberFiguresWith('wallet_stats', options.dailyEarningOf ?? noMembership);

  return {
    async stats(userId: string): Promise<WalletStats> {
      const { figures: money, extra: dailyEarning } = await statsOf(userId);
      const dailyEarnings = BigInt(dailyEarning ?? 0);
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
