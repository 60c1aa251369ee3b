import { perBodyAccount, perClient, perMember, rateLimited, tooManyAttempts } from '../rate-limits/index.ts';
import { identifierKey } from './auth.users.ts';

/**
 * Rate limits on the guessable endpoints (rule 12): each endpoint is limited per
 * client address and per target (the address registered, the member verifying), so neither one
 * address nor a spread of addresses can hammer one account. Sign-in counts only failures and has
 * its own rules (auth.sign-in-limits.ts). Counters are shared by every process on the database.
 */
const perTarget = (max: number, windowMinutes: number, pick: (body: Record<string, unknown>) => unknown) =>
  perBodyAccount(max, windowMinutes, pick, identifierKey);

export const authRateLimits = {
  register: [perClient(10, 60), perTarget(5, 60, (body) => body.email ?? body.phone)],
  verifyEmail: [perClient(30, 15), perMember(10, 15)],
  resendVerification: [perClient(20, 60), perMember(6, 60)],
  changePassword: [perClient(30, 15), perMember(10, 15)],
  updateProfile: [perClient(30, 60), perMember(10, 60)],
  // Per address as well as per client: nobody can flood one inbox or grind one account's codes.
  forgotPassword: [perClient(10, 60), perTarget(5, 60, (body) => body.email)],
  resetPassword: [perClient(30, 15), perTarget(10, 15, (body) => body.email)],
  /** The undo link's token is 256 bits: the limit only keeps a client from flooding the table. */
  undoEmailChange: [perClient(30, 15)],
  /** GET /referral/validate/{code}: one client may not walk the code space. */
  validateReferralCode: [perClient(60, 15)],
};

export { rateLimited, tooManyAttempts };
