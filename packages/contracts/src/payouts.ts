import { z } from 'zod';
import { networkSchema, networks, tokenSymbolSchema } from './chain.ts';
import { isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';
import { txHashSchema, withdrawalStatusSchema } from './withdrawals.ts';

/** Batches of approved withdrawals paid in one transaction (decision 026). */
export const WITHDRAWAL_BATCH_SIZE_MAX = 200;

export const withdrawalBatchStatuses = ['OPEN', 'CANCELLED', 'COMPLETED'] as const;
export const withdrawalBatchStatusSchema = z.enum(withdrawalBatchStatuses);
export type WithdrawalBatchStatus = z.infer<typeof withdrawalBatchStatusSchema>;

export const CHOOSE_WITHDRAWALS_MESSAGE =
  'Choose the withdrawals, or all approved ones on this network and token';

/** `withdrawalIds`, or `allApproved` for the oldest approved ones not yet in an open batch. */
export const createWithdrawalBatchRequestSchema = z
  .object({
    network: networkSchema,
    token: tokenSymbolSchema,
    withdrawalIds: z
      .array(z.uuid())
      .min(1)
      .max(WITHDRAWAL_BATCH_SIZE_MAX, `A batch holds at most ${WITHDRAWAL_BATCH_SIZE_MAX} withdrawals`)
      .optional(),
    allApproved: z.boolean().default(false),
  })
  .refine((body) => (body.withdrawalIds !== undefined) !== body.allApproved, {
    message: CHOOSE_WITHDRAWALS_MESSAGE,
    path: ['withdrawalIds'],
  });
export type CreateWithdrawalBatchRequest = z.input<typeof createWithdrawalBatchRequestSchema>;

export const withdrawalBatchSchema = z.object({
  id: z.uuid(),
  network: z.enum(networks),
  token: tokenSymbolSchema,
  status: withdrawalBatchStatusSchema,
  count: z.number().int(),
  completedCount: z.number().int(),
  totalAmount: moneySchema,
  createdBy: z.object({ id: z.uuid(), fullName: z.string().nullable() }),
  createdAt: isoDateSchema,
  transactionHashes: z.array(z.string()),
});
export type WithdrawalBatch = z.infer<typeof withdrawalBatchSchema>;

export const withdrawalBatchItemSchema = z.object({
  withdrawalId: z.uuid(),
  walletAddress: z.string(),
  netAmount: moneySchema,
  status: withdrawalStatusSchema,
  transactionHash: z.string().nullable(),
});
export type WithdrawalBatchItem = z.infer<typeof withdrawalBatchItemSchema>;

export const withdrawalBatchTransactionSchema = z.object({
  transactionHash: z.string(),
  completedCount: z.number().int(),
  recordedAt: isoDateSchema,
  lastRecordedAt: isoDateSchema,
});

export const withdrawalBatchDetailSchema = withdrawalBatchSchema.extend({
  chainId: z.number().int(),
  tokenAddress: z.string(),
  explorerUrl: z.string().nullable(),
  items: z.array(withdrawalBatchItemSchema),
  transactions: z.array(withdrawalBatchTransactionSchema),
});
export type WithdrawalBatchDetail = z.infer<typeof withdrawalBatchDetailSchema>;

export const withdrawalBatchesQuerySchema = pageQuerySchema(20);
export const withdrawalBatchesResponseSchema = z.object({
  data: z.array(withdrawalBatchSchema),
  pagination: paginationSchema,
});
export type WithdrawalBatchesResponse = z.infer<typeof withdrawalBatchesResponseSchema>;

export const withdrawalBatchResponseSchema = z.object({ batch: withdrawalBatchDetailSchema });

/** The Safe Transaction Builder file of a batch: one ERC-20 `transfer` call per withdrawal. */
export const safeBatchFileSchema = z.object({
  version: z.literal('1.0'),
  chainId: z.string(),
  createdAt: z.number().int(),
  meta: z.object({
    name: z.string(),
    description: z.string(),
    txBuilderVersion: z.string(),
    createdFromSafeAddress: z.string(),
    createdFromOwnerAddress: z.string(),
  }),
  transactions: z.array(
    z.object({
      to: z.string(),
      value: z.literal('0'),
      data: z.string(),
      contractMethod: z.null(),
      contractInputsValues: z.null(),
    }),
  ),
});
export type SafeBatchFile = z.infer<typeof safeBatchFileSchema>;
export type WithdrawalBatchResponse = z.infer<typeof withdrawalBatchResponseSchema>;

export const recordBatchTransactionRequestSchema = z.object({ transactionHash: txHashSchema });
export type RecordBatchTransactionRequest = z.input<typeof recordBatchTransactionRequestSchema>;

/** What one record did: the withdrawals it completed, and why each other one is still open. */
export const recordBatchTransactionResponseSchema = z.object({
  batch: withdrawalBatchDetailSchema,
  completed: z.array(z.uuid()),
  unmatched: z.array(z.object({ withdrawalId: z.uuid(), reason: z.string() })),
  /** Token transfers of the transaction that paid no withdrawal of the batch. */
  unmatchedTransfers: z.array(
    z.object({
      logIndex: z.number().int(),
      recipient: z.string(),
      amount: moneySchema,
      token: tokenSymbolSchema,
    }),
  ),
});
export type RecordBatchTransactionResponse = z.infer<typeof recordBatchTransactionResponseSchema>;

/** Approved withdrawals already in an open batch (the Withdrawals tab marks them). */
export const openBatchItemsResponseSchema = z.object({
  data: z.array(z.object({ withdrawalId: z.uuid(), batchId: z.uuid() })),
});
export type OpenBatchItemsResponse = z.infer<typeof openBatchItemsResponseSchema>;

/** What the payout wallet must still send, per network and token. */
export const unpaidPayoutsResponseSchema = z.object({
  data: z.array(
    z.object({
      network: z.enum(networks),
      token: tokenSymbolSchema,
      count: z.number().int(),
      netAmount: moneySchema,
    }),
  ),
});
export type UnpaidPayoutsResponse = z.infer<typeof unpaidPayoutsResponseSchema>;

/** Transfers seen leaving the payout address that paid no approved withdrawal. */
export const unmatchedPayoutSchema = z.object({
  network: z.enum(networks),
  transactionHash: z.string(),
  logIndex: z.number().int(),
  token: tokenSymbolSchema,
  recipient: z.string(),
  amount: moneySchema,
  blockNumber: z.string(),
  seenAt: isoDateSchema,
});
export type UnmatchedPayout = z.infer<typeof unmatchedPayoutSchema>;
export const unmatchedPayoutsResponseSchema = z.object({ data: z.array(unmatchedPayoutSchema) });
export type UnmatchedPayoutsResponse = z.infer<typeof unmatchedPayoutsResponseSchema>;
