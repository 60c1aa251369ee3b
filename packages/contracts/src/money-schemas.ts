import { z } from 'zod';
import { AMOUNT_TOO_LARGE_MESSAGE, isMoneyString, isRateText, isWithinMaxAmount } from './money.ts';

/**
 * The zod schemas of money and rates. Kept apart from the helpers in money.ts, which need no zod,
 * so a screen that only formats amounts does not download zod (decision 011).
 */

/** An amount as sent by a client: a decimal string (or a JSON number, normalised to its text). */
export const moneyInputSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine(isMoneyString, { message: 'Please enter a valid amount' })
  .refine(isWithinMaxAmount, AMOUNT_TOO_LARGE_MESSAGE);

/** An amount as answered by the server: always a decimal string. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2,6}$/);

/** A rate as a fraction of one (0.1 = 10 %), exact to six decimals. */
export const rateSchema = z
  .number()
  .min(0, 'Rates cannot be negative')
  .max(1, 'A rate is at most 1 (100%)')
  .refine((rate) => isRateText(String(rate)), 'Rates have at most 6 decimals');
