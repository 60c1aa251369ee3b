import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';

export const transactionTypes = [
  'DEPOSIT',
  'WITHDRAWAL',
  'VIP_EARNINGS',
  'REFERRAL_BONUS',
  'VIP_PAYMENT',
  'TASK_REWARD',
] as const;
export const transactionTypeSchema = z.enum(transactionTypes);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const walletStatsSchema = z.object({
  /** Spendable deposit balance (pays for memberships). */
  balance: moneySchema,
  totalDeposits: moneySchema,
  totalEarnings: moneySchema,
  totalReferralBonus: moneySchema,
  /** The active level's daily reward; zero without a membership. */
  dailyEarnings: moneySchema,
  /** EARNINGS withdrawals only (rule 30). */
  totalWithdrawn: moneySchema,
  /** DEPOSIT-source withdrawals (refunds of unspent deposits). */
  totalRefunded: moneySchema,
  /** Available balance of the earnings account: earnings + bonuses − withdrawn − held. */
  withdrawable: moneySchema,
  /** Funds on hold for pending withdrawals, per source. */
  heldEarnings: moneySchema,
  heldDeposit: moneySchema,
});
export type WalletStats = z.infer<typeof walletStatsSchema>;

export const transactionSchema = z.object({
  id: z.uuid(),
  type: transactionTypeSchema,
  description: z.string(),
  /** Signed from the member's point of view: credits positive, debits negative. */
  amount: moneySchema,
  createdAt: isoDateSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsQuerySchema = pageQuerySchema(10);
export const transactionsResponseSchema = z.object({
  data: z.array(transactionSchema),
  pagination: paginationSchema,
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
