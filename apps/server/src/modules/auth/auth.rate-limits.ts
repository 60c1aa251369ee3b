import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { identifierKey } from './auth.users.ts';

/**
 * Rate limits on the guessable endpoints (issue 2 §4): each endpoint is limited per client IP and
 * per target (the identifier signed in as, the address registered, the member verifying), so
 * neither one address nor a spread of addresses can hammer one account. Checked in preHandler,
 * after validation, so the parsed body is there to key on. Counters live in process memory.
 */
interface Limit {
  max: number;
  windowMinutes: number;
  /** The counter's key; undefined skips this limit for the request. */
  key(request: FastifyRequest): string | undefined;
}

const byIp = (max: number, windowMinutes: number): Limit => ({
  max,
  windowMinutes,
  key: (request) => `ip:${request.ip}`,
});
const byMember = (max: number, windowMinutes: number): Limit => ({
  max,
  windowMinutes,
  key: (request) => `member:${request.member.userId}`,
});
const byBody = (
  max: number,
  windowMinutes: number,
  pick: (body: Record<string, unknown>) => unknown,
): Limit => ({
  max,
  windowMinutes,
  key: (request) => {
    const value = pick((request.body ?? {}) as Record<string, unknown>);
    return typeof value === 'string' && value !== '' ? `target:${identifierKey(value)}` : undefined;
  },
});

export const authRateLimits = {
  login: [byIp(30, 15), byBody(10, 15, (body) => body.identifier)],
  register: [byIp(10, 60), byBody(5, 60, (body) => body.email ?? body.phone)],
  verifyEmail: [byIp(30, 15), byMember(10, 15)],
  resendVerification: [byIp(20, 60), byMember(6, 60)],
  changePassword: [byIp(30, 15), byMember(10, 15)],
  updateProfile: [byIp(30, 60), byMember(10, 60)],
  // Per address as well as per client: nobody can flood one inbox or grind one account's codes.
  forgotPassword: [byIp(10, 60), byBody(5, 60, (body) => body.email)],
  resetPassword: [byIp(30, 15), byBody(10, 15, (body) => body.email)],
} satisfies Record<string, Limit[]>;

export function tooManyAttempts(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    [],
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

/** A preHandler that counts the request against every limit and refuses it with 429 past one. */
export function rateLimited(app: FastifyInstance, limits: Limit[]): preHandlerAsyncHookHandler {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMinutes * 60_000,
      keyGenerator: (request) => limit.key(request) ?? '',
    }),
  }));
  return async (request) => {
    for (const { limit, check } of checks) {
      if (limit.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
    }
  };
}
