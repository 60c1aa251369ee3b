import { z } from 'zod';
import { networks, tokenSymbolSchema } from './chain.ts';
import { moneySchema } from './money-schemas.ts';

/**
 * The admin Dashboard cards. Amounts are money
 * strings, counts integers; "today" is the current UTC day.
 */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  todayUsers: z.number().int(),
  /** Confirmed deposits: amount, count, amount confirmed today. */
  totalDeposits: moneySchema,
  depositCount: z.number().int(),
  todayDeposits: moneySchema,
  /** Deposit summary: confirmed and pending counts. */
  confirmedDeposits: z.number().int(),
  pendingDeposits: z.number().int(),
  /** Requests held for payout (PENDING and APPROVED): amount and count. */
  pendingWithdrawals: moneySchema,
  pendingWithdrawalCount: z.number().int(),
  /** Paid out (COMPLETED): amount and count; requests made today: amount and count. */
  completedWithdrawals: moneySchema,
  completedWithdrawalCount: z.number().int(),
  todayWithdrawals: moneySchema,
  todayWithdrawalCount: z.number().int(),
  /** Net position from the ledger: custody (assets on chain) minus member liabilities. */
  systemBalance: moneySchema,
  custody: moneySchema,
  memberLiabilities: moneySchema,
  vipUsers: z.number().int(),
  /** Daily rewards (VIP task earnings) and referral bonuses credited to members, from the ledger. */
  totalEarnings: moneySchema,
  totalReferralBonus: moneySchema,
  /** Approved and not yet paid, per network and token: what the payout wallet must hold. */
  approvedUnpaid: z.array(
    z.object({
      network: z.enum(networks),
      token: tokenSymbolSchema,
      count: z.number().int(),
      netAmount: moneySchema,
    }),
  ),
  /** Running without email on purpose (MAIL_DISABLED): members cannot receive their codes. */
  mailDisabled: z.boolean(),
  /** Emails given up after their last attempt, waiting for an administrator's Retry. */
  failedEmails: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminStatsResponseSchema = z.object({ data: adminStatsSchema });
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
