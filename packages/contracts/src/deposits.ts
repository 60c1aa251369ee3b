import { z } from 'zod';
import { networkFactsSchema, networkSchema, networks, tokenSymbolSchema } from './chain.ts';
import { isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { isMoneyString, toMicros } from './money.ts';
import { moneyInputSchema, moneySchema } from './money-schemas.ts';

/**
 * Deposits: the deposit, its hash and amount rules, the member's and the administrator's deposit
 * calls. The server verifies every transfer on chain itself: a client's `status` or `autoConfirmed`
 * is never read (unknown fields are stripped by these schemas).
 */
export const depositStatuses = ['PENDING', 'CONFIRMED', 'FAILED', 'EXPIRED'] as const;
export const depositStatusSchema = z.enum(depositStatuses);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositCurrencies = ['USDT', 'USDC', 'BTC'] as const;
export const depositCurrencySchema = z.enum(depositCurrencies);
export type DepositCurrency = z.infer<typeof depositCurrencySchema>;

/** How a deposit came to be: a member's hash claim, the watcher on a personal address, or a hosted checkout. */
export const depositSources = ['HASH_CLAIM', 'PERSONAL_ADDRESS', 'HOSTED'] as const;
export type DepositSource = (typeof depositSources)[number];

/**
 * Where a deposit stands, for the progress the screens show (detected → confirming n of N →
 * credited), or why it waits. `dropped`: a reorganisation took the transaction out of its block.
 */
export const depositProgressValues = [
  'awaiting-payment',
  'awaiting-block',
  'dropped',
  'confirming',
  'awaiting-review',
  'credited',
  'failed',
  'expired',
] as const;
export type DepositProgress = (typeof depositProgressValues)[number];

const hashPattern = /^(0x)?[0-9a-fA-F]{64}$/;
export const TRANSACTION_HASH_REQUIRED_MESSAGE = 'Transaction hash is required for USDT deposits';

/** 64 hex characters with an optional 0x prefix, trimmed; answered as lower-case `0x…`. */
export const transactionHashSchema = z
  .string({ error: TRANSACTION_HASH_REQUIRED_MESSAGE })
  .trim()
  .min(1, TRANSACTION_HASH_REQUIRED_MESSAGE)
  .regex(hashPattern, 'Please enter a valid transaction hash')
  .transform((hash) => (hash.startsWith('0x') ? hash.slice(2) : hash))
  .transform((hex) => `0x${hex.toLowerCase()}` as `0x${string}`);

/** A deposit amount: required, a decimal with up to 6 places, above zero (rule 7). */
export const depositAmountSchema = z
  .union([z.string(), z.number()], { error: 'Amount is required' })
  .pipe(moneyInputSchema)
  .refine((amount) => !isMoneyString(amount) || toMicros(amount) > 0n, 'Amount must be greater than 0');

const addressMapSchema = z.object({ BEP20: z.string().nullable(), POLYGON: z.string().nullable() });
export type NetworkAddressMap = z.infer<typeof addressMapSchema>;

export const depositSchema = z.object({
  id: z.uuid(),
  /** The credited (on-chain or invoice) amount once known; else the amount the member entered. */
  amount: moneySchema,
  /** What the member entered when claiming; null for transfers found by the watcher. */
  requestedAmount: moneySchema.nullable(),
  currency: depositCurrencySchema,
  network: z.enum(networks).nullable(),
  /** USDT = a direct USDT/USDC transfer; BTC = the hosted checkout. */
  depositType: z.enum(['USDT', 'BTC']),
  source: z.enum(depositSources),
  status: depositStatusSchema,
  progress: z.enum(depositProgressValues),
  transactionHash: z.string().nullable(),
  logIndex: z.number().int().nullable(),
  senderAddress: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  tokenContract: z.string().nullable(),
  blockNumber: z.string().nullable(),
  confirmations: z.number().int(),
  confirmationsRequired: z.number().int().nullable(),
  /** A claim of a transfer to the shared address from a sender not linked to the member. */
  reviewRequired: z.boolean(),
  explorerUrl: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  confirmedAt: isoDateSchema.nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositUserSchema = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export const adminDepositSchema = depositSchema.extend({ user: depositUserSchema });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

export const depositHistoryQuerySchema = pageQuerySchema(10).extend({
  status: depositStatusSchema.optional(),
});
export const depositHistoryResponseSchema = z.object({
  data: z.array(depositSchema),
  pagination: paginationSchema,
});
export type DepositHistoryResponse = z.infer<typeof depositHistoryResponseSchema>;

export const depositResponseSchema = z.object({ deposit: depositSchema });
export const pendingCountResponseSchema = z.object({ pendingCount: z.number().int() });

export const createUsdtDepositRequestSchema = z.object({
  amount: depositAmountSchema,
  network: networkSchema,
  transactionHash: transactionHashSchema,
  /** The token the member picked; the credited token is the one found on chain. */
  currency: tokenSymbolSchema.optional(),
});
export type CreateUsdtDepositRequest = z.input<typeof createUsdtDepositRequestSchema>;

export const createUsdtDepositResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The first deposit made; `deposits` lists one per qualifying transfer in the transaction. */
  deposit: depositSchema,
  deposits: z.array(depositSchema),
  autoConfirmed: z.boolean(),
  foundOnNetwork: z.enum(networks),
  /** '(Found on X, you selected Y)' when the transfer is on the other network. */
  networkWarning: z.string().nullable(),
});
export type CreateUsdtDepositResponse = z.infer<typeof createUsdtDepositResponseSchema>;

export const preVerifyRequestSchema = z.object({
  transactionHash: transactionHashSchema,
  network: networkSchema,
  amount: depositAmountSchema.optional(),
});
export const preVerifyResponseSchema = z.object({
  valid: z.literal(true),
  foundOnNetwork: z.enum(networks),
  requestedNetwork: z.enum(networks),
  networkWarning: z.string().nullable(),
  amount: moneySchema,
  currency: tokenSymbolSchema,
  senderAddress: z.string(),
  recipientAddress: z.string(),
  confirmations: z.number().int(),
  confirmationsRequired: z.number().int(),
  isConfirmed: z.boolean(),
  /** The deposit will wait for an administrator (shared address, sender not linked to the member). */
  requiresReview: z.boolean(),
});
export type PreVerifyResponse = z.infer<typeof preVerifyResponseSchema>;

export const transactionLookupRequestSchema = z.object({
  transactionHash: transactionHashSchema,
  network: networkSchema.optional(),
});

const lookupDetailsSchema = z.object({
  amount: moneySchema,
  currency: tokenSymbolSchema,
  recipientAddress: z.string(),
  senderAddress: z.string(),
  blockNumber: z.string(),
  isConfirmed: z.boolean(),
  isTokenTransfer: z.boolean(),
});

/** Transaction Details and Auto-fill. */
export const transactionLookupResponseSchema = z.object({
  found: z.boolean(),
  /** success = found and ours; warning = found, not ours; error = not found or unreadable. */
  outcome: z.enum(['success', 'warning', 'error']),
  message: z.string(),
  transactionHash: z.string(),
  foundOnNetwork: z.enum(networks).nullable(),
  suggestedNetwork: z.enum(networks).nullable(),
  suggestedAmount: moneySchema.nullable(),
  suggestedCurrency: tokenSymbolSchema.nullable(),
  recipientAddress: z.string().nullable(),
  senderAddress: z.string().nullable(),
  tokenContract: z.string().nullable(),
  blockNumber: z.string().nullable(),
  confirmations: z.number().int(),
  confirmationsRequired: z.number().int().nullable(),
  isConfirmed: z.boolean(),
  isTokenTransfer: z.boolean(),
  isRecipientMatching: z.boolean(),
  /** Already credited or claimed by a deposit. */
  alreadyUsed: z.boolean(),
  expectedCompanyAddress: z.string().nullable(),
  companyAddresses: addressMapSchema,
  explorerUrl: z.string().nullable(),
  details: lookupDetailsSchema.nullable(),
});
export type TransactionLookupResponse = z.infer<typeof transactionLookupResponseSchema>;

export const crossNetworkRowSchema = z.object({
  network: z.enum(networks),
  name: z.string(),
  found: z.boolean(),
  error: z.string().nullable(),
  details: z
    .object({
      status: z.enum(['success', 'reverted', 'pending']),
      recipientAddress: z.string().nullable(),
      senderAddress: z.string(),
      amount: moneySchema.nullable(),
      currency: tokenSymbolSchema.nullable(),
      tokenContract: z.string().nullable(),
      isTokenTransfer: z.boolean(),
      isRecipientMatching: z.boolean(),
      blockNumber: z.string().nullable(),
      isConfirmed: z.boolean(),
      confirmations: z.number().int(),
      confirmationsRequired: z.number().int().nullable(),
      gasUsed: z.string().nullable(),
      explorerUrl: z.string().nullable(),
    })
    .nullable(),
});
export type CrossNetworkRow = z.infer<typeof crossNetworkRowSchema>;

export const crossNetworkRequestSchema = z.object({ transactionHash: transactionHashSchema });
export const crossNetworkResponseSchema = z.object({
  found: z.boolean(),
  foundOnNetwork: z.enum(networks).nullable(),
  totalNetworksChecked: z.number().int(),
  transactionHash: z.string(),
  results: z.array(crossNetworkRowSchema),
});
export type CrossNetworkResponse = z.infer<typeof crossNetworkResponseSchema>;

export const depositAddressesResponseSchema = z.object({
  /** Where this member sends: personal addresses, or the shared ones when none exist. */
  addresses: addressMapSchema,
  personal: z.boolean(),
  /** Shown when the shared company addresses stand in for personal ones. */
  warning: z.string().nullable(),
  companyAddresses: addressMapSchema,
  networks: z.array(networkFactsSchema),
  minDepositAmount: moneySchema,
  /** The hosted BTC checkout is configured. */
  hostedCheckout: z.boolean(),
  /** Demo only: the 'Send a test transfer' helper is available. */
  testTransfer: z.boolean(),
});
export type DepositAddressesResponse = z.infer<typeof depositAddressesResponseSchema>;

export const companyAddressesResponseSchema = addressMapSchema;

export const updateTransactionHashRequestSchema = z.object({
  transactionHash: z
    .string({ error: 'Please enter a transaction hash' })
    .trim()
    .min(1, 'Please enter a transaction hash')
    .pipe(transactionHashSchema),
});
export const depositActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deposit: depositSchema,
});
export type DepositActionResponse = z.infer<typeof depositActionResponseSchema>;

export const detectionNetworkSchema = z.object({
  network: z.enum(networks),
  name: z.string(),
  state: z.enum(['not-started', 'ok', 'behind', 'error']),
  lastScannedBlock: z.string().nullable(),
  headBlock: z.string().nullable(),
  finalizedBlock: z.string().nullable(),
  lagBlocks: z.string().nullable(),
  lastRunAt: isoDateSchema.nullable(),
  lastError: z.string().nullable(),
  retryAt: isoDateSchema.nullable(),
});
export const detectionStatusResponseSchema = z.object({
  personalAddresses: z.boolean(),
  networks: z.array(detectionNetworkSchema),
});
export type DetectionStatusResponse = z.infer<typeof detectionStatusResponseSchema>;

export const hostedDepositRequestSchema = z.object({
  amount: depositAmountSchema,
  currency: z.literal('BTC').default('BTC'),
});
export const hostedDepositResponseSchema = z.object({
  success: z.literal(true),
  deposit: depositSchema,
  /** The provider's checkout page the browser is sent to. */
  checkoutUrl: z.string(),
});
export type HostedDepositResponse = z.infer<typeof hostedDepositResponseSchema>;
export const webhookResponseSchema = z.object({ received: z.literal(true) });

export const testTransferRequestSchema = z.object({
  network: networkSchema,
  currency: tokenSymbolSchema,
  amount: depositAmountSchema,
  /** personal = the member's own deposit address (credited automatically); company = the shared one. */
  target: z.enum(['personal', 'company']).default('personal'),
});
export const testTransferResponseSchema = z.object({
  transactionHash: z.string(),
  network: z.enum(networks),
  currency: tokenSymbolSchema,
  amount: moneySchema,
  to: z.string(),
});
export type TestTransferResponse = z.infer<typeof testTransferResponseSchema>;

export const adminDepositsQuerySchema = pageQuerySchema(50).extend({
  search: z.string().trim().max(200).optional(),
  status: depositStatusSchema.optional(),
});
export const adminDepositsResponseSchema = z.object({
  data: z.array(adminDepositSchema),
  pagination: paginationSchema,
});
export type AdminDepositsResponse = z.infer<typeof adminDepositsResponseSchema>;
export const adminPendingDepositsResponseSchema = z.object({ data: z.array(adminDepositSchema) });

export const depositActions = ['approve', 'reject'] as const;
export const depositActionParamsSchema = z.object({ id: z.uuid(), action: z.enum(depositActions) });
export const processDepositRequestSchema = z.object({
  adminNotes: z.string().trim().max(1000).optional(),
  transactionHash: z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(transactionHashSchema.optional())
    .optional(),
});
export const processDepositResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Past tense for the toast 'Deposit {action} successfully!'. */
  action: z.enum(['approved', 'rejected']),
  deposit: adminDepositSchema,
});
export type ProcessDepositResponse = z.infer<typeof processDepositResponseSchema>;

export const verifyTransactionResponseSchema = z.object({
  isValid: z.boolean(),
  error: z.string().nullable(),
  details: transactionLookupResponseSchema.nullable(),
});
export const checkBlockchainResponseSchema = z.object({
  exists: z.boolean(),
  error: z.string().nullable(),
  details: transactionLookupResponseSchema.nullable(),
});
export type VerifyTransactionResponse = z.infer<typeof verifyTransactionResponseSchema>;
export type CheckBlockchainResponse = z.infer<typeof checkBlockchainResponseSchema>;

export const adminCrossNetworkRequestSchema = crossNetworkRequestSchema.extend({
  depositId: z.uuid().optional(),
});
export const adminCrossNetworkResponseSchema = crossNetworkResponseSchema.extend({
  depositId: z.uuid().nullable(),
  deposit: adminDepositSchema.nullable(),
  /** Auto-Confirm is offered when the recipient is ours and the amount is within 0.01 of the deposit's. */
  autoConfirm: z.object({
    available: z.boolean(),
    recipientMatches: z.boolean(),
    amountMatches: z.boolean(),
  }),
});
export type AdminCrossNetworkResponse = z.infer<typeof adminCrossNetworkResponseSchema>;
