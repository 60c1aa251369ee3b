import { z } from 'zod';
import { networkSchema, networks, tokenSymbolSchema } from './chain.ts';
import { blankIsAbsent, pageQuerySchema, paginationSchema, successSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';
import {
  evmAddressInputSchema,
  txHashSchema,
  withdrawalAmountSchema,
  withdrawalMethodKeySchema,
  withdrawalSchema,
  withdrawalStatusSchema,
} from './withdrawals.ts';

export const adminNotesSchema = z.string().trim().max(1000, 'Notes can have at most 1000 characters');

export const withdrawalUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** The pending list's `feeAmount` and the history's `fee` are the same number (rule 31). */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: withdrawalUserSchema,
  feeAmount: moneySchema,
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const pendingWithdrawalsResponseSchema = z.object({ data: z.array(adminWithdrawalSchema) });
export type PendingWithdrawalsResponse = z.infer<typeof pendingWithdrawalsResponseSchema>;

export const adminWithdrawalsQuerySchema = pageQuerySchema(20).extend({
  status: blankIsAbsent(withdrawalStatusSchema),
  /** Matches the member's name, email or phone, the address or the payout hash. */
  search: blankIsAbsent(z.string().trim().max(200)),
});
export type AdminWithdrawalsQuery = z.input<typeof adminWithdrawalsQuerySchema>;

/** The Withdrawal History tiles: counts per status and the amounts that matter to the operator. */
export const withdrawalStatsSchema = z.object({
  totalCount: z.number().int(),
  pendingCount: z.number().int(),
  approvedCount: z.number().int(),
  completedCount: z.number().int(),
  rejectedCount: z.number().int(),
  failedCount: z.number().int(),
  /** Amounts requested and still held (PENDING and APPROVED). */
  heldAmount: moneySchema,
  /** Amounts paid out (COMPLETED): net sent and fees kept. */
  completedNetAmount: moneySchema,
  completedFeeAmount: moneySchema,
});
export type WithdrawalStats = z.infer<typeof withdrawalStatsSchema>;

export const adminWithdrawalsResponseSchema = z.object({
  data: z.array(adminWithdrawalSchema),
  pagination: paginationSchema,
  stats: withdrawalStatsSchema,
});
export type AdminWithdrawalsResponse = z.infer<typeof adminWithdrawalsResponseSchema>;

export const withdrawalActions = ['APPROVE', 'REJECT', 'COMPLETE', 'FAIL'] as const;
export const withdrawalActionSchema = z.enum(
  withdrawalActions,
  'Please choose APPROVE, REJECT, COMPLETE or FAIL',
);
export type WithdrawalAction = z.infer<typeof withdrawalActionSchema>;

export const processWithdrawalRequestSchema = z
  .object({
    action: withdrawalActionSchema,
    adminNotes: blankIsAbsent(adminNotesSchema),
    transactionHash: blankIsAbsent(txHashSchema),
    /** Completes even though the on-chain payout does not match the request; recorded in the audit log. */
    acknowledgeMismatch: z.boolean().default(false),
  })
  .refine((body) => body.action !== 'COMPLETE' || body.transactionHash !== undefined, {
    message: 'A payout transaction hash is required to complete a withdrawal',
    path: ['transactionHash'],
  })
  .refine(
    (body) => body.transactionHash === undefined || body.action === 'APPROVE' || body.action === 'COMPLETE',
    {
      message: 'A payout transaction hash is recorded only when approving or completing',
      path: ['transactionHash'],
    },
  );
export type ProcessWithdrawalRequest = z.input<typeof processWithdrawalRequestSchema>;

/** What the server found on chain for a payout hash, answered with a completion or a refusal. */
export const payoutCheckSchema = z.object({
  matches: z.boolean(),
  /** Each way the payout differs from the request, in words ('Recipient 0x… is not 0x…'). */
  problems: z.array(z.string()),
  recipient: z.string().nullable(),
  amount: moneySchema.nullable(),
  currency: tokenSymbolSchema.nullable(),
  network: z.enum(networks),
  acknowledged: z.boolean(),
});
export type PayoutCheck = z.infer<typeof payoutCheckSchema>;

export const processWithdrawalResponseSchema = successSchema.extend({
  withdrawal: adminWithdrawalSchema,
  payoutCheck: payoutCheckSchema.nullable(),
});
export type ProcessWithdrawalResponse = z.infer<typeof processWithdrawalResponseSchema>;

export const UPDATE_FIELDS_REQUIRED_MESSAGE = 'Please provide at least one field to update';

/**
 * A partial edit of a PENDING request. `method` names one of the four methods; `currency` and
 * `network` (the older field names) may be sent instead and change that part of the method.
 */
export const updateWithdrawalRequestSchema = z
  .object({
    amount: blankIsAbsent(withdrawalAmountSchema),
    walletAddress: blankIsAbsent(evmAddressInputSchema),
    method: blankIsAbsent(withdrawalMethodKeySchema),
    currency: blankIsAbsent(tokenSymbolSchema),
    network: blankIsAbsent(networkSchema),
    adminNotes: blankIsAbsent(adminNotesSchema),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: UPDATE_FIELDS_REQUIRED_MESSAGE,
  });
export type UpdateWithdrawalRequest = z.input<typeof updateWithdrawalRequestSchema>;

export const updateWithdrawalResponseSchema = successSchema.extend({ withdrawal: adminWithdrawalSchema });
export type UpdateWithdrawalResponse = z.infer<typeof updateWithdrawalResponseSchema>;
