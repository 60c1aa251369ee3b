import type { TransactionType } from '@nova/contracts';
import type { MemberAccountKind } from './ledger.accounts.ts';
import type { MemberBalances, MemberTotal } from './ledger.types.ts';

/**
 * A member's money figures derived from their ledger balances and totals. The member's wallet,
 * the admin Users tab, its exports and the referral tree all derive them here, so the same figure
 * is the same number on every screen (rule 1).
 */
export interface MemberFigures {
  /** Spendable deposit balance (rule 26). */
  balance: bigint;
  /** Available earnings balance. */
  withdrawable: bigint;
  heldEarnings: bigint;
  heldDeposit: bigint;
  totalDeposits: bigint;
  /** Daily rewards and task rewards credited. */
  totalEarnings: bigint;
  totalReferralBonus: bigint;
  /** Withdrawals paid from earnings. */
  totalWithdrawn: bigint;
  /** Withdrawals paid from unspent deposits. */
  totalRefunded: bigint;
  depositsCount: number;
  withdrawalsCount: number;
  referralBonusesCount: number;
}

/**
 * Net posted inflow of some types into one member account. Corrections reuse the corrected
 * transfer's type in the other direction, so netting keeps every total honest.
 */
export function inflow(totals: MemberTotal[], account: MemberAccountKind, types: TransactionType[]): bigint {
  return totals
    .filter((total) => total.account === account && types.includes(total.type))
    .reduce((sum, total) => sum + total.creditsMicros - total.debitsMicros, 0n);
}

function netCount(totals: MemberTotal[], type: TransactionType, side: 'credit' | 'debit'): number {
  return totals
    .filter((total) => total.type === type)
    .reduce(
      (sum, total) =>
        sum +
        (side === 'credit' ? total.creditCount - total.debitCount : total.debitCount - total.creditCount),
      0,
    );
}

export function memberFigures(balances: MemberBalances, totals: MemberTotal[]): MemberFigures {
  return {
    balance: balances.deposit.availableMicros,
    withdrawable: balances.earnings.availableMicros,
    heldEarnings: balances.earnings.debitsPending,
    heldDeposit: balances.deposit.debitsPending,
    totalDeposits: inflow(totals, 'deposit', ['DEPOSIT']),
    totalEarnings: inflow(totals, 'earnings', ['VIP_EARNINGS', 'TASK_REWARD']),
    totalReferralBonus: inflow(totals, 'earnings', ['REFERRAL_BONUS']),
    totalWithdrawn: -inflow(totals, 'earnings', ['WITHDRAWAL']),
    totalRefunded: -inflow(totals, 'deposit', ['WITHDRAWAL']),
    depositsCount: netCount(totals, 'DEPOSIT', 'credit'),
    withdrawalsCount: netCount(totals, 'WITHDRAWAL', 'debit'),
    referralBonusesCount: netCount(totals, 'REFERRAL_BONUS', 'credit'),
  };
}
