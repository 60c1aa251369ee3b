import { z } from 'zod';
import {
  evmAddressSchema,
  type Network,
  networkSchema,
  networks,
  type TokenSymbol,
  tokenSymbolSchema,
} from './chain.ts';
import { isoDateSchema, pageQuerySchema, paginationSchema, successSchema } from './common.ts';
import {
  AMOUNT_TOO_LARGE_MESSAGE,
  decimalPlaces,
  isMoneyString,
  isWithinMaxAmount,
  toMicros,
} from './money.ts';
import { moneySchema } from './money-schemas.ts';

/** An EVM address as typed in a form, trimmed; the server also verifies the checksum of mixed-case input. */
export const evmAddressInputSchema = z
  .string('Please enter a valid wallet address')
  .trim()
  .pipe(evmAddressSchema);

/** A transaction hash: 64 hex characters with an optional 0x prefix, answered as 0x + lower case. */
export const txHashSchema = z
  .string()
  .trim()
  .regex(/^(0x)?[0-9a-fA-F]{64}$/, 'Please enter a valid transaction hash')
  .transform((hash) => `0x${hash.replace(/^0x/, '').toLowerCase()}`);

/** PENDING → APPROVED → COMPLETED, or REJECTED / FAILED (rule 33). */
export const withdrawalStatuses = ['PENDING', 'APPROVED', 'COMPLETED', 'REJECTED', 'FAILED'] as const;
export const withdrawalStatusSchema = z.enum(withdrawalStatuses);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** EARNINGS (the withdrawable balance) or DEPOSIT (unspent deposits; rule 30). */
export const withdrawalSources = ['EARNINGS', 'DEPOSIT'] as const;
export const withdrawalSourceSchema = z.enum(withdrawalSources);
export type WithdrawalSource = z.infer<typeof withdrawalSourceSchema>;

export const withdrawalMethodKeys = ['BEP20-USDT', 'BEP20-USDC', 'POLYGON-USDT', 'POLYGON-USDC'] as const;
export const withdrawalMethodKeySchema = z.enum(withdrawalMethodKeys, 'Please choose a withdrawal method');
export type WithdrawalMethodKey = z.infer<typeof withdrawalMethodKeySchema>;

export interface WithdrawalMethod {
  key: WithdrawalMethodKey;
  network: Network;
  currency: TokenSymbol;
  /** The per-method network fee (rule 31), paid by the platform and shown for information. */
  networkFee: string;
}

export const withdrawalMethods: readonly WithdrawalMethod[] = [
  { key: 'BEP20-USDT', network: 'BEP20', currency: 'USDT', networkFee: '0.00' },
  { key: 'BEP20-USDC', network: 'BEP20', currency: 'USDC', networkFee: '0.50' },
  { key: 'POLYGON-USDT', network: 'POLYGON', currency: 'USDT', networkFee: '0.10' },
  { key: 'POLYGON-USDC', network: 'POLYGON', currency: 'USDC', networkFee: '0.10' },
];

export function withdrawalMethodKey(network: Network, currency: TokenSymbol): WithdrawalMethodKey {
  return `${network}-${currency}`;
}

export function findWithdrawalMethod(key: WithdrawalMethodKey): WithdrawalMethod {
  const method = withdrawalMethods.find((candidate) => candidate.key === key);
  if (!method) throw new RangeError(`unknown withdrawal method ${key}`);
  return method;
}

/** What the screens promise: every method is processed within 1 to 24 hours. */
export const WITHDRAWAL_PROCESSING_TIME = '1-24 hours';

/** A positive amount with at most two decimals, as typed (the minimum comes from settings, checked by the server). */
export const withdrawalAmountTextSchema = z
  .string()
  .trim()
  .refine(isMoneyString, 'Please enter a valid amount')
  .refine((amount) => isMoneyString(amount) && toMicros(amount) > 0n, 'Please enter a valid amount')
  .refine((amount) => decimalPlaces(amount) <= 2, 'Amount can have at most 2 decimals')
  .refine(isWithinMaxAmount, AMOUNT_TOO_LARGE_MESSAGE);

/** The same, also accepting a JSON number (normalised to its text). */
export const withdrawalAmountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(withdrawalAmountTextSchema);

export const withdrawalOptionSchema = z.object({
  key: withdrawalMethodKeySchema,
  network: z.enum(networks),
  currency: tokenSymbolSchema,
  networkFee: moneySchema,
  networkFeePaidBy: z.literal('PLATFORM'),
  processingTime: z.string(),
  minimum: moneySchema,
});
export type WithdrawalOption = z.infer<typeof withdrawalOptionSchema>;

export const withdrawalOptionsResponseSchema = z.object({
  methods: z.array(withdrawalOptionSchema),
  minimum: moneySchema,
  isWithdrawalEnabled: z.boolean(),
  sources: z.array(withdrawalSourceSchema),
});
export type WithdrawalOptionsResponse = z.infer<typeof withdrawalOptionsResponseSchema>;

export const previewFeeRequestSchema = z.object({
  amount: withdrawalAmountSchema,
  currency: tokenSymbolSchema.optional(),
  network: networkSchema.optional(),
  walletAddress: z.string().optional(),
  source: withdrawalSourceSchema.optional(),
});
export type PreviewFeeRequest = z.input<typeof previewFeeRequestSchema>;

export const previewFeeResponseSchema = z.object({
  amount: moneySchema,
  /** The fee-tier charge, deducted from the amount. */
  fee: moneySchema,
  /** What the member receives: amount − fee. */
  net: moneySchema,
  /** The matching tier's percent as a fraction (0 when no tier matches). */
  feePercent: z.number(),
  /** The method's network fee, paid by the platform; null when no method was given. */
  networkFee: moneySchema.nullable(),
  networkFeePaidBy: z.literal('PLATFORM'),
});
export type PreviewFeeResponse = z.infer<typeof previewFeeResponseSchema>;

export const withdrawalRequestSchema = z.object({
  amount: withdrawalAmountSchema,
  currency: tokenSymbolSchema,
  walletAddress: evmAddressInputSchema,
  network: networkSchema,
  source: withdrawalSourceSchema.default('EARNINGS'),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  amount: moneySchema,
  fee: moneySchema,
  netAmount: moneySchema,
  currency: tokenSymbolSchema,
  network: z.enum(networks),
  method: withdrawalMethodKeySchema,
  source: withdrawalSourceSchema,
  walletAddress: z.string(),
  status: withdrawalStatusSchema,
  transactionHash: z.string().nullable(),
  /** The payout transaction on the network's block explorer; null before the payout or on a chain without one. */
  explorerUrl: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  processedAt: isoDateSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalRequestResponseSchema = successSchema.extend({ withdrawal: withdrawalSchema });
export type WithdrawalRequestResponse = z.infer<typeof withdrawalRequestResponseSchema>;

export const withdrawalHistoryQuerySchema = pageQuerySchema(10, 50).extend({
  status: withdrawalStatusSchema.optional(),
});
export type WithdrawalHistoryQuery = z.input<typeof withdrawalHistoryQuerySchema>;

export const withdrawalHistoryResponseSchema = z.object({
  data: z.array(withdrawalSchema),
  pagination: paginationSchema,
});
export type WithdrawalHistoryResponse = z.infer<typeof withdrawalHistoryResponseSchema>;
