import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clearRateLimits, type LimitRule, limitKey, type RateLimits } from '../rate-limits/index.ts';
import { identifierKey } from './auth.users.ts';

/**
 * Sign-in limits that cannot be turned against an account's owner (rule 12). Only failures count,
 * per (account, client address) and per client address; a pair or a client past its limit is
 * refused for 15 minutes. No limit is account-wide, so the owner signing in from another address
 * with the right password always gets in, however many failures come from elsewhere.
 *
 * Each attempt reserves its failure before the password is checked (one point taken atomically
 * in the shared counters) and gives it back when the password was right, so a burst of
 * concurrent guesses gets no more checks than the limit: the counters are decided before any
 * argon2 work starts, not after it ends (decision 002). A success clears its pair's count.
 * Successful sign-ins are limited per client as well, generously, by counting every attempt.
 */
export const SIGN_IN_PAIR_LIMIT: LimitRule = { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** One address trying many accounts: three pairs' worth (a NAT may hold several members). */
export const SIGN_IN_CLIENT_LIMIT: LimitRule = { points: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** Every attempt of one address, right or wrong: a machine signing in again and again. */
export const SIGN_IN_RATE_LIMIT: LimitRule = { points: 60, windowSeconds: 60 };

export function createSignInLimits(rateLimits: RateLimits) {
  return {
    /** Runs `signIn` unless the pair or the client is refused; only a wrong password keeps its count. */
    async attempt<T>(identifier: string, clientAddress: string, signIn: () => Promise<T>): Promise<T> {
      const pairKey = limitKey({ client: clientAddress, account: identifierKey(identifier) });
      const clientKey = limitKey({ client: clientAddress });
      await rateLimits.consume('sign-in-rate', SIGN_IN_RATE_LIMIT, clientKey);
      await rateLimits.consume('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
      try {
        await rateLimits.consume('sign-in-client', SIGN_IN_CLIENT_LIMIT, clientKey);
      } catch (error) {
        await rateLimits.refund('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
        throw error;
      }
      try {
        const result = await signIn();
        await rateLimits.reset('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
        await rateLimits.refund('sign-in-client', SIGN_IN_CLIENT_LIMIT, clientKey);
        return result;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INVALID_CREDENTIALS')) {
          // The password was right (a suspended account) or never judged: the failure is given back.
          await rateLimits.refund('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
          await rateLimits.refund('sign-in-client', SIGN_IN_CLIENT_LIMIT, clientKey);
        }
        throw error;
      }
    },
  };
}

/**
 * Clears the sign-in limits (and every other counter) of an account, a client address or both:
 * for an operator whose administrator is locked out (`npm run admin -- unlock`). Works with the
 * server stopped or running, on either database. Answers how many counters were removed.
 */
export function unlockSignIn(db: DbOrTx, target: { identifier?: string; clientAddress?: string }) {
  return clearRateLimits(db, {
    account: target.identifier === undefined ? undefined : identifierKey(target.identifier),
    client: target.clientAddress,
  });
}
