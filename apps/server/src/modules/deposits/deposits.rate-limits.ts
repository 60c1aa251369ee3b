import { perClient, perMember } from '../rate-limits/index.ts';

/**
 * Limits on the deposit calls that read the chains (each costs several RPC calls) and on claims:
 * per member and per client address, counted in the shared counters like the sign-in limits.
 */
export const depositRateLimits = {
  lookup: [perClient(120, 1), perMember(60, 1)],
  claim: [perClient(60, 1), perMember(30, 1)],
  /** Sender-address messages and proofs (each proof also checks the password). */
  senderProof: [perClient(30, 10), perMember(20, 10)],
};
