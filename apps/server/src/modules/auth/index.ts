/**
 * The front door of the auth module: code outside modules/auth/ imports only this file.
 * SQL it lends (tables that read models join, queries run in the caller's transaction):
 * users.
 */

export type { BootstrapAccess } from './auth.bootstrap.ts';
export { bootstrapAccounts, describeAccess } from './auth.bootstrap.ts';
export type { ReferralChain, TeamMember } from './auth.referral-chain.ts';
export { createReferralChain } from './auth.referral-chain.ts';
export { authRoutes } from './auth.routes.ts';
export { hashPassword, newPassword, newSessionToken, sha256Hex, verifyPassword } from './auth.secrets.ts';
export type { AuthService } from './auth.service.ts';
export { createAuthService } from './auth.service.ts';
export { createSignInLimits, unlockSignIn } from './auth.sign-in-limits.ts';
export { users } from './auth.tables.ts';
