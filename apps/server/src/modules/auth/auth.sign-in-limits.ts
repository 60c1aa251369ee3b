import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  clearRateLimits,
  type LimitRule,
  limitKey,
  type RateLimits,
} from '../rate-limits/rate-limits.service.ts';
import { identifierKey } from './auth.users.ts';

/**
 * Sign-in limits that cannot be turned against an account's owner (rule 12). Only failures count,
 * per (account, client address) and per client address; a pair or a client past its limit is
 * refused for 15 minutes. No limit is account-wide, so the owner signing in from another address
 * with the right password always gets in, however many failures come from elsewhere. A success
 * clears its pair's count.
 */
export const SIGN_IN_PAIR_LIMIT: LimitRule = { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** One address trying many accounts: three pairs' worth (a NAT may hold several members). */
export const SIGN_IN_CLIENT_LIMIT: LimitRule = { points: 30, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

export function createSignInLimits(rateLimits: RateLimits) {
  return {
    /** Runs `signIn` unless the pair or the client is refused; counts it when the password was wrong. */
    async attempt<T>(identifier: string, clientAddress: string, signIn: () => Promise<T>): Promise<T> {
      const pairKey = limitKey({ client: clientAddress, account: identifierKey(identifier) });
      const clientKey = limitKey({ client: clientAddress });
      await rateLimits.refuseIfSpent('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
      await rateLimits.refuseIfSpent('sign-in-client', SIGN_IN_CLIENT_LIMIT, clientKey);
      try {
        const result = await signIn();
        await rateLimits.reset('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await rateLimits.penalize('sign-in-pair', SIGN_IN_PAIR_LIMIT, pairKey);
          await rateLimits.penalize('sign-in-client', SIGN_IN_CLIENT_LIMIT, clientKey);
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
