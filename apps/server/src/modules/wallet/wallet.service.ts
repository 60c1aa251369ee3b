import {
  formatMicros,
  paginate,
  type TransactionsResponse,
  type TransactionType,
  type WalletStats,
} from '@nova/contracts';
import type { MemberAccountKind } from '../ledger/ledger.accounts.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MemberTotal } from '../ledger/ledger.types.ts';

/** The active membership's daily reward in micro-units; supplied by the memberships module. */
export type DailyEarningsProvider = (userId: string) => Promise<bigint>;

export interface WalletOptions {
  dailyEarningsOf?: DailyEarningsProvider;
}

const noMembership: DailyEarningsProvider = async () => 0n;

/**
 * Net posted inflow of some types into one member account. Corrections reuse the corrected
 * transfer's type in the other direction, so netting keeps every total honest.
 */
function inflow(totals: MemberTotal[], account: MemberAccountKind, types: TransactionType[]): bigint {
  return totals
    .filter((total) => total.account === account && types.includes(total.type))
    .reduce((sum, total) => sum + total.creditsMicros - total.debitsMicros, 0n);
}

/**
 * The member's wallet, read from the ledger only (DESIGN.md §2 Withdrawable funds): `balance`
 * is the spendable `deposit` account, `withdrawable` the available `earnings` account.
 */
export function createWalletService(services: { ledger: LedgerService }, options: WalletOptions = {}) {
  const { ledger } = services;
  const dailyEarningsOf = options.dailyEarningsOf ?? noMembership;

  return {
    async stats(userId: string): Promise<WalletStats> {
      const [balances, totals] = await ledger.readConsistent(
        async (tx) =>
          [await ledger.memberBalances(userId, tx), await ledger.memberTotals(userId, tx)] as const,
      );
      const dailyEarnings = await dailyEarningsOf(userId);
      const figures = {
        balance: balances.deposit.availableMicros,
        totalDeposits: inflow(totals, 'deposit', ['DEPOSIT']),
        totalEarnings: inflow(totals, 'earnings', ['VIP_EARNINGS', 'TASK_REWARD']),
        totalReferralBonus: inflow(totals, 'earnings', ['REFERRAL_BONUS']),
        dailyEarnings,
        totalWithdrawn: -inflow(totals, 'earnings', ['WITHDRAWAL']),
        totalRefunded: -inflow(totals, 'deposit', ['WITHDRAWAL']),
        withdrawable: balances.earnings.availableMicros,
        heldEarnings: balances.earnings.debitsPending,
        heldDeposit: balances.deposit.debitsPending,
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
