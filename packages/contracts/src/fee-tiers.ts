import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { isMoneyString, toMicros } from './money.ts';
import { moneyInputSchema, moneySchema, rateSchema } from './money-schemas.ts';

/**
 * Withdrawal fee tiers (rule 31): min inclusive, max exclusive, max null = unbounded;
 * where tiers overlap, the one with the greatest min wins; with no matching tier the fee is zero.
 * The percent is a fraction (0.015 = 1.5 %), stored exactly as parts per million.
 */
export const feeTierSchema = z.object({
  id: z.uuid(),
  minAmount: moneySchema,
  maxAmount: moneySchema.nullable(),
  percent: z.number(),
  createdAt: isoDateSchema,
});
export type FeeTier = z.infer<typeof feeTierSchema>;

export const feeTiersResponseSchema = z.object({ data: z.array(feeTierSchema) });
export type FeeTiersResponse = z.infer<typeof feeTiersResponseSchema>;

const blankIsNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

export const createFeeTierRequestSchema = z
  .object({
    minAmount: moneyInputSchema,
    /** Blank or absent = unbounded (shown as ∞). */
    maxAmount: z.preprocess(blankIsNull, moneyInputSchema.nullable()),
    percent: rateSchema,
  })
  .refine(
    (tier) =>
      tier.maxAmount === null ||
      !isMoneyString(tier.maxAmount) ||
      !isMoneyString(tier.minAmount) ||
      toMicros(tier.maxAmount) > toMicros(tier.minAmount),
    {
      message: 'Max must be greater than min',
      path: ['maxAmount'],
    },
  );
export type CreateFeeTierRequest = z.input<typeof createFeeTierRequestSchema>;
export type CreateFeeTierInput = z.output<typeof createFeeTierRequestSchema>;

export const feeTierResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  tier: feeTierSchema,
});

/** A range of amounts covered by two tiers at once; the tier with the greater min applies there. */
export const feeTierOverlapSchema = z.object({
  tierIds: z.tuple([z.uuid(), z.uuid()]),
  minAmount: moneySchema,
  maxAmount: moneySchema.nullable(),
});
/** A range of withdrawable amounts no tier covers: the fee there is zero. */
export const feeTierGapSchema = z.object({ minAmount: moneySchema, maxAmount: moneySchema.nullable() });

export const feeTiersValidationSchema = z.object({
  valid: z.boolean(),
  overlaps: z.array(feeTierOverlapSchema),
  gaps: z.array(feeTierGapSchema),
});
export type FeeTiersValidation = z.infer<typeof feeTiersValidationSchema>;
