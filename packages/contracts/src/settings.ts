import { z } from 'zod';
import { isMoneyString, toMicros } from './money.ts';
import { moneyInputSchema, moneySchema, rateSchema } from './money-schemas.ts';

export const creditAtValues = ['end', 'start'] as const;

/** The earning-session policy of rule 27, one object in settings. */
export const earningPolicySchema = z.object({
  sessionHours: z.number().int().min(1).max(24),
  creditAt: z.enum(creditAtValues),
  weekendRestricted: z.boolean(),
});
export type EarningPolicy = z.infer<typeof earningPolicySchema>;

export const settingsSchema = z.object({
  minDepositAmount: moneySchema,
  minWithdrawalAmount: moneySchema,
  referralBonusLevel1Rate: z.number(),
  referralBonusLevel2Rate: z.number(),
  referralBonusLevel3Rate: z.number(),
  isDepositEnabled: z.boolean(),
  isWithdrawalEnabled: z.boolean(),
  allowDepositWithdrawal: z.boolean(),
  earningPolicy: earningPolicySchema,
  depositExpiryHours: z.number().int(),
  /** The UTC hour from which the day's proof-of-reserves snapshot is taken. */
  proofSnapshotHourUtc: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

const minimumAmount = moneyInputSchema.refine(
  // Refinements all run, so a malformed amount reaches this one too (its own message is already given).
  (amount) => !isMoneyString(amount) || toMicros(amount) > 0n,
  'The minimum must be greater than 0',
);

export const updateSettingsRequestSchema = z
  .object({
    minDepositAmount: minimumAmount,
    minWithdrawalAmount: minimumAmount,
    referralBonusLevel1Rate: rateSchema,
    referralBonusLevel2Rate: rateSchema,
    referralBonusLevel3Rate: rateSchema,
    isDepositEnabled: z.boolean(),
    isWithdrawalEnabled: z.boolean(),
    allowDepositWithdrawal: z.boolean(),
    earningPolicy: earningPolicySchema,
    depositExpiryHours: z
      .number()
      .int()
      .min(1, 'At least 1 hour')
      .max(24 * 30, 'At most 30 days'),
    proofSnapshotHourUtc: z.number().int().min(0, 'An hour from 0 to 23').max(23, 'An hour from 0 to 23'),
  })
  .partial();
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequestSchema>;

/** The three referral rates together may give away at most the whole payment (rule 28). */
export const REFERRAL_RATES_SUM_MESSAGE = 'The three referral rates together must be at most 1 (100%)';

/** What any visitor may read: minimums, rates, switches and operator links. */
export const publicSettingsSchema = settingsSchema
  .pick({
    minDepositAmount: true,
    minWithdrawalAmount: true,
    referralBonusLevel1Rate: true,
    referralBonusLevel2Rate: true,
    referralBonusLevel3Rate: true,
    isDepositEnabled: true,
    isWithdrawalEnabled: true,
    allowDepositWithdrawal: true,
    earningPolicy: true,
  })
  .extend({
    supportUrl: z.string().nullable(),
    introVideoUrl: z.string().nullable(),
    demo: z.boolean(),
  });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
