import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
import { isMoneyString, toMicros } from './money.ts';
import { moneyInputSchema, moneySchema } from './money-schemas.ts';

/**
 * Days the pool covers at the current obligation, a decimal string with one decimal (rounded
 * down, e.g. "17.2"); null when nothing is owed per day.
 */
const coverageDaysSchema = z
  .string()
  .regex(/^\d+\.\d$/)
  .nullable();

const coverageRatioSchema = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .nullable();

export const unfundedRewardsSchema = z.object({ count: z.number().int(), amount: moneySchema });

/** Rule 3: every figure read from the ledger at `readAt`. */
export const transparencySchema = z.object({
  readAt: isoDateSchema,
  /** Custody accounts: what is held per network. */
  assets: z.array(z.object({ network: z.enum(['BEP20', 'POLYGON', 'BTC']), balance: moneySchema })),
  totalAssets: moneySchema,
  /** What the platform owes members (liabilities): deposit and earnings accounts. */
  memberBalances: z.object({ deposits: moneySchema, earnings: moneySchema, total: moneySchema }),
  rewardsPool: moneySchema,
  /** Sum of the daily earnings of active memberships. */
  dailyObligation: moneySchema,
  coverageDays: coverageDaysSchema,
  activeMemberships: z.number().int(),
  unfundedRewards: unfundedRewardsSchema,
  totals: z.object({
    rewardsPaid: moneySchema,
    referralBonusesPaid: moneySchema,
    membershipPayments: moneySchema,
    poolFunded: moneySchema,
  }),
  /** Assets held ÷ member balances, two decimals rounded down ("1.42"); null when nothing is owed. */
  coverageRatio: coverageRatioSchema,
  /** The figures in plain words, with `covered` false when either is short. */
  verdict: z.object({
    balances: z.object({ covered: z.boolean(), sentence: z.string() }),
    pool: z.object({ covered: z.boolean(), sentence: z.string() }),
  }),
});
export type Transparency = z.infer<typeof transparencySchema>;

/** One day's figures, recorded by the daily snapshot job. */
export const transparencySnapshotSchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  readAt: isoDateSchema,
  totalAssets: moneySchema,
  memberBalances: moneySchema,
  rewardsPool: moneySchema,
  dailyObligation: moneySchema,
  coverageRatio: coverageRatioSchema,
  coverageDays: coverageDaysSchema,
});
export type TransparencySnapshot = z.infer<typeof transparencySnapshotSchema>;

export const TRANSPARENCY_HISTORY_DAYS_MAX = 366;
export const transparencyHistoryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(TRANSPARENCY_HISTORY_DAYS_MAX).default(90),
});
export const transparencyHistorySchema = z.object({
  /** Oldest first. */
  snapshots: z.array(transparencySnapshotSchema),
});
export type TransparencyHistory = z.infer<typeof transparencyHistorySchema>;

export const poolFundingSchema = z.object({
  id: z.uuid(),
  amount: moneySchema,
  note: z.string(),
  actorId: z.uuid().nullable(),
  createdAt: isoDateSchema,
});
export type PoolFunding = z.infer<typeof poolFundingSchema>;

export const rewardsPoolSchema = z.object({
  readAt: isoDateSchema,
  balance: moneySchema,
  dailyObligation: moneySchema,
  coverageDays: coverageDaysSchema,
  activeMemberships: z.number().int(),
  unfundedRewards: unfundedRewardsSchema,
  totalFunded: moneySchema,
  totalRewardsPaid: moneySchema,
  /** The latest fundings, newest first. */
  recentFundings: z.array(poolFundingSchema),
});
export type RewardsPool = z.infer<typeof rewardsPoolSchema>;

export const fundRewardsPoolRequestSchema = z.object({
  amount: moneyInputSchema.refine(
    (value) => !isMoneyString(value) || toMicros(value) > 0n,
    'Amount must be greater than 0',
  ),
  note: z.string({ error: 'A note is required' }).trim().min(1, 'A note is required').max(500),
});
export type FundRewardsPoolRequest = z.input<typeof fundRewardsPoolRequestSchema>;

export const fundRewardsPoolResponseSchema = successSchema.extend({ pool: rewardsPoolSchema });
export type FundRewardsPoolResponse = z.infer<typeof fundRewardsPoolResponseSchema>;
