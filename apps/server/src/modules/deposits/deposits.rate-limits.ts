import type { FastifyRequest } from 'fastify';

/**
 * Limits on the deposit calls that read the chains (each costs several RPC calls) and on claims:
 * per member and per client address, counted in process memory like the sign-in limits.
 */
const perMember = (max: number) => ({
  max,
  windowMinutes: 1,
  key: (request: FastifyRequest) => `deposit-member:${request.member.userId}`,
});
const perIp = (max: number) => ({
  max,
  windowMinutes: 1,
  key: (request: FastifyRequest) => `deposit-ip:${request.ip}`,
});

export const depositRateLimits = {
  lookup: [perIp(120), perMember(60)],
  claim: [perIp(60), perMember(30)],
};
