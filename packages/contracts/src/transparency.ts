import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
import { isMoneyString, moneyInputSchema, moneySchema, toMicros } from './money.ts';

/** The planned token distribution shown on the landing page (public-and-admin §9), in percent. */
export const tokenomicsSchema = z.object({
  stakingRewards: z.number(),
  teamAdvisors: z.number(),
  communityIncentives: z.number(),
  partnerships: z.number(),
  reserveLiquidity: z.number(),
  totalSupply: z.number().int(),
  standard: z.string(),
  teamLockMonths: z.number().int(),
});
export type Tokenomics = z.infer<typeof tokenomicsSchema>;

/**
 * Days the pool covers at the current obligation, a decimal string with one decimal (rounded
 * down, e.g. "17.2"); null when nothing is owed per day.
 */
const coverageDaysSchema = z
  .string()
  .regex(/^\d+\.\d$/)
  .nullable();

export const unfundedRewardsSchema = z.object({ count: z.number().int(), amount: moneySchema });

/** DESIGN.md §1.2: every figure read from the ledger at `readAt`. */
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
});
export type Transparency = z.infer<typeof transparencySchema>;

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
