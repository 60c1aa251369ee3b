import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';

/** Referral rates and stats (rule 28). Rates are fractions of the membership payment. */
export const referralRatesSchema = z.object({
  level1Rate: z.number(),
  level2Rate: z.number(),
  level3Rate: z.number(),
});
export type ReferralRates = z.infer<typeof referralRatesSchema>;

/**
 * A member of the caller's team. Contact data is masked (rule 5): "Jane D.",
 * "j***@example.com", "+1******89".
 */
export const referralEntrySchema = z.object({
  /** Tells the rows of one answer apart; never a member's id, which another member must not learn. */
  key: z.string(),
  /** 1 = invited by the caller, 2 and 3 = further down. */
  level: z.number().int().min(1).max(3),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: isoDateSchema,
  wallet: z.object({ totalDeposits: moneySchema, balance: moneySchema }),
  /** Referral bonuses the caller received from this member's payments. */
  referralBonusFromUser: moneySchema,
  userVip: z
    .object({
      isActive: z.boolean(),
      vipLevel: z.object({ name: z.string(), dailyEarning: moneySchema }),
    })
    .nullable(),
});
export type ReferralEntry = z.infer<typeof referralEntrySchema>;

export const referralStatsSchema = z.object({
  directReferrals: z.number().int(),
  /** Members two or three levels down (the depth bonuses reach). */
  indirectReferrals: z.number().int(),
  totalBonuses: moneySchema,
  level1Bonuses: moneySchema,
  level2Bonuses: moneySchema,
  level3Bonuses: moneySchema,
  directReferralList: z.array(referralEntrySchema),
  indirectReferralList: z.array(referralEntrySchema),
  rates: referralRatesSchema,
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
