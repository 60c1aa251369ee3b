import { z } from 'zod';
import { isoDateSchema, successSchema } from './common.ts';
import { decimalPlaces, isMoneyString, MAX_AMOUNT_MICROS, toMicros } from './money.ts';
import { moneySchema } from './money-schemas.ts';
import { earningSessionSchema } from './tasks.ts';

/**
 * VIP levels and memberships (rules 25 and 26): VIP level, user VIP, upgrade option. Money is a
 * decimal string; derived figures are computed exactly by the server.
 */
export const vipLevelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 'VIP Level n': 1 + the number of active levels priced below this one. */
  level: z.number().int().min(1),
  amount: moneySchema,
  dailyEarning: moneySchema,
  /** dailyEarning / amount × 100, two decimals (rounded down). */
  dailyReturnPercent: z.string(),
  /** 30 × dailyEarning (rule 25). */
  monthlyEarning: moneySchema,
  bicycleModel: z.string().nullable(),
  bicycleColor: z.string().nullable(),
  bicycleFeatures: z.array(z.string()),
  isActive: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipLevelsResponseSchema = z.object({ levels: z.array(vipLevelSchema) });
export type VipLevelsResponse = z.infer<typeof vipLevelsResponseSchema>;

export const adminVipLevelSchema = vipLevelSchema.extend({
  /** Members whose current level this is; such a level cannot be deleted. */
  holdersCount: z.number().int().min(0),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminVipLevel = z.infer<typeof adminVipLevelSchema>;
export const adminVipLevelsResponseSchema = z.object({ levels: z.array(adminVipLevelSchema) });

/** A required price on the VIP form: a positive number with at most two decimals (step 0.01). */
function priceInput(label: string) {
  return z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', `${label} is required`)
    .refine((value) => value === '' || isMoneyString(value), `${label} must be a number`)
    .refine((value) => !isMoneyString(value) || decimalPlaces(value) <= 2, `${label} has at most 2 decimals`)
    .refine((value) => !isMoneyString(value) || toMicros(value) > 0n, `${label} must be greater than 0`)
    .refine(
      (value) => !isMoneyString(value) || toMicros(value) <= MAX_AMOUNT_MICROS,
      `${label} is too large`,
    );
}

/** Empty optional text is omitted. */
const optionalLabel = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `At most ${max} characters`).nullable().optional(),
  );

const vipLevelFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(50, 'At most 50 characters'),
  amount: priceInput('Amount'),
  dailyEarning: priceInput('Daily earning'),
  bicycleModel: optionalLabel(100),
  bicycleColor: optionalLabel(50),
  // The admin form has one text field ('Bell, Basket'); the API takes that text or a list.
  bicycleFeatures: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : value,
    z
      .array(z.string().trim().min(1, 'A feature cannot be empty').max(100, 'At most 100 characters'))
      .max(20, 'At most 20 features'),
  ),
  isActive: z.boolean(),
});

export const createVipLevelRequestSchema = vipLevelFields.extend({
  bicycleFeatures: vipLevelFields.shape.bicycleFeatures.default([]),
  isActive: z.boolean().default(true),
});
export type CreateVipLevelRequest = z.input<typeof createVipLevelRequestSchema>;

export const updateVipLevelRequestSchema = vipLevelFields
  .partial()
  .refine((data) => Object.values(data).some((value) => value !== undefined), {
    message: 'Please provide at least one field to update',
  });
export type UpdateVipLevelRequest = z.input<typeof updateVipLevelRequestSchema>;

export const vipLevelResponseSchema = successSchema.extend({ level: adminVipLevelSchema });

export const userVipSchema = z.object({
  vipLevel: vipLevelSchema,
  /** Everything paid for the current level so far (join plus upgrades). */
  totalPaid: moneySchema,
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type UserVip = z.infer<typeof userVipSchema>;

export const joinVipRequestSchema = z.object({ vipLevelId: z.uuid({ error: 'Please choose a VIP level' }) });
export type JoinVipRequest = z.infer<typeof joinVipRequestSchema>;

export const joinVipResponseSchema = successSchema.extend({
  isUpgrade: z.boolean(),
  vipLevel: vipLevelSchema,
  /** Taken from the deposit balance by this purchase. */
  amountPaid: moneySchema,
  userVip: userVipSchema,
});
export type JoinVipResponse = z.infer<typeof joinVipResponseSchema>;

export const vipStatusResponseSchema = z.object({
  userVip: userVipSchema.nullable(),
  /** Today's session, or the latest one still running. */
  activeSession: earningSessionSchema.nullable(),
  todayEarnings: moneySchema,
  canStartEarning: z.boolean(),
});
export type VipStatusResponse = z.infer<typeof vipStatusResponseSchema>;

/**
 * The upgrade option's fields and formulas; affordability follows rule 26: canAfford and
 * missingAmount use the spendable deposit balance, the only money that may pay.
 */
export const upgradeOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.number().int().min(1),
  dailyEarning: moneySchema,
  /** Level amount − totalPaid of the current level. */
  upgradeCost: moneySchema,
  amount: moneySchema,
  /** Deposit balance ≥ upgradeCost. */
  canAfford: z.boolean(),
  /** max(0, upgradeCost − deposit balance). */
  missingAmount: moneySchema,
  /** Lifetime confirmed deposits. */
  totalDeposits: moneySchema,
  /** The spendable deposit balance. */
  totalBalance: moneySchema,
  fullVipCost: moneySchema,
  /** max(0, amount − totalDeposits), as the screens have always shown it. */
  amountNeededForFullVip: moneySchema,
});
export type UpgradeOption = z.infer<typeof upgradeOptionSchema>;

export const upgradeOptionsResponseSchema = z.object({
  currentLevel: vipLevelSchema.nullable(),
  options: z.array(upgradeOptionSchema),
});
export type UpgradeOptionsResponse = z.infer<typeof upgradeOptionsResponseSchema>;

export const projectionRanges = ['7d', '30d', '90d'] as const;
export const projectedEarningsQuerySchema = z.object({
  timeRange: z.enum(projectionRanges, { error: 'timeRange is one of 7d, 30d, 90d' }).default('30d'),
});
export const projectedEarningsResponseSchema = z.object({
  timeRange: z.enum(projectionRanges),
  days: z.number().int(),
  vipLevel: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  dailyEarning: moneySchema,
  /** days × dailyEarning of the active level; paid only while the rewards pool can cover it. */
  projectedEarnings: moneySchema,
});
export type ProjectedEarningsResponse = z.infer<typeof projectedEarningsResponseSchema>;
