import { z } from 'zod';
import { networks } from './chain.ts';

/**
 * What an operator must act on (decision 021): emails given up after their last attempt, each
 * with a Retry, and the chain watcher's state per network. Recipients are masked.
 */
export const failedEmailSchema = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  reason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

export const failedEmailsResponseSchema = z.object({
  data: z.array(failedEmailSchema),
  /** All failed emails kept, beyond the newest listed. */
  total: z.number().int(),
});
export type FailedEmailsResponse = z.infer<typeof failedEmailsResponseSchema>;

export const retryEmailParamsSchema = z.object({ id: z.uuid() });
export const retryEmailResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const chainHealthSchema = z.object({
  network: z.enum(networks),
  /** `failing`: the last run failed (`lastError` says why; scanning and crediting wait). */
  status: z.enum(['ok', 'failing', 'not-started']),
  lastBlock: z.string().nullable(),
  headBlock: z.string().nullable(),
  lagBlocks: z.number().int().nullable(),
  lastRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Runs that failed in a row (RPC errors); 0 after a run that worked. */
  rpcFailures: z.number().int(),
  retryAt: z.string().nullable(),
});
export type ChainHealth = z.infer<typeof chainHealthSchema>;
export const chainsHealthResponseSchema = z.object({ data: z.array(chainHealthSchema) });
