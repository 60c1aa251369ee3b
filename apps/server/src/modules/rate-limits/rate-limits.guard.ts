import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { type KeyParts, limitKey } from './rate-limits.service.ts';

/**
 * Per-route limits, as a preHandler: each limit counts every request of its route per client
 * address, per signed-in member or per target named in the body. Checked after validation, so the
 * parsed body is there to key on; counters are shared by every process (rate-limits.service.ts).
 *
 *   preHandler: rateLimited(app, [perClient(10, 60), perMember(5, 60)])
 */
export interface Limit {
  max: number;
  windowMinutes: number;
  /** The counter's key parts; undefined skips this limit for the request. */
  key(request: FastifyRequest): KeyParts | undefined;
}

export const perClient = (max: number, windowMinutes: number): Limit => ({
  max,
  windowMinutes,
  key: (request) => ({ client: request.ip }),
});

export const perMember = (max: number, windowMinutes: number): Limit => ({
  max,
  windowMinutes,
  key: (request) => ({ member: request.member.userId }),
});

/** Per account named in the body (normalised by `normalize`); skipped when the field is empty. */
export const perBodyAccount = (
  max: number,
  windowMinutes: number,
  pick: (body: Record<string, unknown>) => unknown,
  normalize: (value: string) => string = (value) => value.trim().toLowerCase(),
): Limit => ({
  max,
  windowMinutes,
  key: (request) => {
    const value = pick((request.body ?? {}) as Record<string, unknown>);
    return typeof value === 'string' && value !== '' ? { account: normalize(value) } : undefined;
  },
});

/**
 * A preHandler that counts the request against every limit and refuses it with 429 past one. The
 * counters are the route's own, or shared by every route given the same `name`.
 */
export function rateLimited(
  app: FastifyInstance,
  limits: Limit[],
  name?: string,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const route = name ?? `${request.routeOptions.method} ${request.routeOptions.url}`;
    for (const [index, limit] of limits.entries()) {
      const parts = limit.key(request);
      if (parts === undefined) continue;
      const rule = { points: limit.max, windowSeconds: limit.windowMinutes * 60 };
      await app.services.rateLimits.consume(`${route}#${index}`, rule, limitKey(parts));
    }
  };
}
