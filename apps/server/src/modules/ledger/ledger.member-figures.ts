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
 * The figures from the member's totals in one pass (a referral tree derives them for thousands of
 * members). Corrections reuse the corrected transfer's type in the other direction, so netting
 * credits against debits keeps every total honest.
 */
export function memberFigures(balances: MemberBalances, totals: MemberTotal[]): MemberFigures {
  let totalDeposits = 0n;
  let totalEarnings = 0n;
  let totalReferralBonus = 0n;
  let totalWithdrawn = 0n;
  let totalRefunded = 0n;
  let depositsCount = 0;
  let withdrawalsCount = 0;
  let referralBonusesCount = 0;
  for (const total of totals) {
    const net = total.creditsMicros - total.debitsMicros;
    const netCredits = total.creditCount - total.debitCount;
    switch (total.type) {
      case 'DEPOSIT':
        if (total.account === 'deposit') totalDeposits += net;
        depositsCount += netCredits;
        break;
      case 'VIP_EARNINGS':
      case 'TASK_REWARD':
        if (total.account === 'earnings') totalEarnings += net;
        break;
      case 'REFERRAL_BONUS':
        if (total.account === 'earnings') totalReferralBonus += net;
        referralBonusesCount += netCredits;
        break;
      case 'WITHDRAWAL':
        if (total.account === 'earnings') totalWithdrawn -= net;
        else totalRefunded -= net;
        withdrawalsCount -= netCredits;
        break;
    }
  }
  return {
    balance: balances.deposit.availableMicros,
    withdrawable: balances.earnings.availableMicros,
    heldEarnings: balances.earnings.debitsPending,
    heldDeposit: balances.deposit.debitsPending,
    totalDeposits,
    totalEarnings,
    totalReferralBonus,
    totalWithdrawn,
    totalRefunded,
    depositsCount,
    withdrawalsCount,
    referralBonusesCount,
  };
}
