/**
 * The front door of the rate-limits module: code outside modules/rate-limits/ imports only this file.
 */
export { perBodyAccount, perClient, perMember, rateLimited } from './rate-limits.guard.ts';
export type { LimitRule, RateLimits } from './rate-limits.service.ts';
export { clearRateLimits, createRateLimits, limitKey, tooManyAttempts } from './rate-limits.service.ts';
