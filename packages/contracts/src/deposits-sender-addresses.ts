import { z } from 'zod';
import { evmAddressSchema } from './chain.ts';
import { isoDateSchema } from './common.ts';
import { depositStatusSchema, depositUserSchema } from './deposits.ts';
import { currentPasswordSchema, twoFactorCodeSchema } from './sensitive-changes.ts';

/**
 * Proved sender addresses (decision 017): a member proves control of an address by signing, with
 * its key (EIP-191 personal_sign), a message Nova issues that names the member, the address and a
 * one-time nonce. A claim of a transfer to the shared company address is credited by itself only
 * when its sender is proved by the claimant alone; otherwise an administrator decides.
 */
export const SENDER_CHALLENGE_TTL_MINUTES = 15;
export const SENDER_ADDRESSES_MAX = 20;

export const senderAddressMessages = {
  signatureRequired: 'Paste the signature your wallet made',
  signatureFormat: 'A signature is 0x followed by 130 hexadecimal characters',
} as const;

const senderAddressInputSchema = z
  .string('Please enter a valid wallet address')
  .trim()
  .pipe(evmAddressSchema);

export const senderChallengeRequestSchema = z.object({ address: senderAddressInputSchema });
export type SenderChallengeRequest = z.input<typeof senderChallengeRequestSchema>;

/** The exact text to sign; `nonce` is used once and ends at `expiresAt`. */
export const senderChallengeResponseSchema = z.object({
  address: z.string(),
  message: z.string(),
  nonce: z.string(),
  expiresAt: isoDateSchema,
});
export type SenderChallenge = z.infer<typeof senderChallengeResponseSchema>;

export const signatureSchema = z
  .string()
  .trim()
  .min(1, { message: senderAddressMessages.signatureRequired, abort: true })
  .regex(/^0x[0-9a-fA-F]{130}$/, senderAddressMessages.signatureFormat);

export const addSenderAddressRequestSchema = z.object({
  address: senderAddressInputSchema,
  nonce: z.string().trim().min(1, 'Request a message to sign first').max(64),
  signature: signatureSchema,
  currentPassword: currentPasswordSchema,
  /** Required when two-factor authentication is on. */
  twoFactorCode: twoFactorCodeSchema.optional(),
});
export type AddSenderAddressRequest = z.input<typeof addSenderAddressRequestSchema>;

export const removeSenderAddressRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  twoFactorCode: twoFactorCodeSchema.optional(),
});
export type RemoveSenderAddressRequest = z.input<typeof removeSenderAddressRequestSchema>;

export const senderAddressParamsSchema = z.object({ address: evmAddressSchema });

export const senderAddressSchema = z.object({ address: z.string(), provedAt: isoDateSchema });
export type SenderAddress = z.infer<typeof senderAddressSchema>;

export const senderAddressesResponseSchema = z.object({ data: z.array(senderAddressSchema) });
export type SenderAddressesResponse = z.infer<typeof senderAddressesResponseSchema>;

/**
 * What an administrator weighs before approving a claim of a shared-address transfer: every
 * claim of the same transfer, every member who claimed from the same sender, and the sender
 * addresses each of those claimants has proved.
 */
export const transferClaimSchema = z.object({
  depositId: z.uuid(),
  user: depositUserSchema,
  status: depositStatusSchema,
  amount: z.string(),
  senderAddress: z.string().nullable(),
  /** The claimant has proved the transfer's sender address. */
  provedSender: z.boolean(),
  provedSenders: z.array(z.string()),
  createdAt: isoDateSchema,
  adminNotes: z.string().nullable(),
});
export type TransferClaim = z.infer<typeof transferClaimSchema>;

export const senderClaimantSchema = z.object({
  user: depositUserSchema,
  claims: z.number().int(),
  credited: z.number().int(),
  provedSender: z.boolean(),
});
export type SenderClaimant = z.infer<typeof senderClaimantSchema>;

export const depositClaimantsResponseSchema = z.object({
  depositId: z.uuid(),
  transactionHash: z.string().nullable(),
  senderAddress: z.string().nullable(),
  claims: z.array(transferClaimSchema),
  senderClaimants: z.array(senderClaimantSchema),
  /** Members other than claimants who proved the sender address. */
  senderProvedBy: z.array(depositUserSchema),
});
export type DepositClaimantsResponse = z.infer<typeof depositClaimantsResponseSchema>;
