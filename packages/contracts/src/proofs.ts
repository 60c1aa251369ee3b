import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { moneySchema } from './money-schemas.ts';

/** Proof of reserves (docs/proof-of-reserves.md): what a snapshot publishes and what a member is shown. */

const hex32Schema = z.string().regex(/^[0-9a-f]{64}$/);
const microsSchema = z.string().regex(/^\d+$/);
const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Enter a 0x address of 40 hex digits');
const proofNetworkSchema = z.enum(['BEP20', 'POLYGON']);

export const reserveKinds = ['company', 'deposit', 'cold'] as const;

export const proofSnapshotCreatedSchema = z.object({ id: z.uuid() });

export const proofSummarySchema = z.object({
  id: z.uuid(),
  takenAt: isoDateSchema,
  rootHash: hex32Schema,
  rootSum: moneySchema,
  rootSumMicros: microsSchema,
  members: z.number().int(),
  /** Every reserve read at the snapshot, all networks and tokens together. */
  totalReserves: moneySchema,
  /** Reserves ÷ liabilities, two decimals rounded down; null when nothing is owed. */
  coverageRatio: z.string().nullable(),
});

export const proofListQuerySchema = pageQuerySchema(20, 100);
export const proofListSchema = z.object({
  snapshots: z.array(proofSummarySchema),
  pagination: paginationSchema,
});

export const coldWalletSchema = z.object({
  network: proofNetworkSchema,
  address: addressSchema,
  message: z.string(),
  signature: z.string(),
  declaredAt: isoDateSchema,
});

export const proofSnapshotSchema = proofSummarySchema.extend({
  blocks: z.array(
    z.object({
      network: proofNetworkSchema,
      blockNumber: z.string(),
      blockHash: z.string().regex(/^0x[0-9a-f]{64}$/),
      /** Addresses whose balances were read at this block; null in snapshots before they were counted. */
      addressesRead: z.number().int().nullable(),
      /** Personal addresses not read: none had received a token by this block, so each holds nothing. */
      addressesSkipped: z.number().int().nullable(),
    }),
  ),
  reserves: z.array(
    z.object({
      network: proofNetworkSchema,
      token: z.enum(['USDT', 'USDC']),
      address: addressSchema,
      kind: z.enum(reserveKinds),
      balance: moneySchema,
    }),
  ),
  totals: z.array(
    z.object({ network: proofNetworkSchema, token: z.enum(['USDT', 'USDC']), balance: moneySchema }),
  ),
  coldWallets: z.array(coldWalletSchema),
});

export const myProofQuerySchema = z.object({ snapshot: z.uuid().optional() });

export const myProofSchema = z.discriminatedUnion('included', [
  z.object({ included: z.literal(false), snapshotId: z.uuid(), message: z.string() }),
  z.object({
    included: z.literal(true),
    snapshotId: z.uuid(),
    rootHash: hex32Schema,
    rootSumMicros: microsSchema,
    nonce: hex32Schema,
    balance: moneySchema,
    balanceMicros: microsSchema,
    leafIndex: z.number().int(),
    path: z.array(z.object({ hash: hex32Schema, sum: microsSchema, side: z.enum(['left', 'right']) })),
  }),
]);

export const coldWalletInputSchema = z.object({
  network: proofNetworkSchema,
  address: addressSchema,
  message: z.string().min(1).max(300),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Enter the 65-byte signature as 0x hex'),
});

export type ProofSummary = z.infer<typeof proofSummarySchema>;
export type ProofList = z.infer<typeof proofListSchema>;
export type ProofSnapshot = z.infer<typeof proofSnapshotSchema>;
export type MyProof = z.infer<typeof myProofSchema>;
export type ColdWalletInput = z.infer<typeof coldWalletInputSchema>;
