import type { FastifyReply } from 'fastify';

/** Public reference data (VIP levels, referral rates) changes rarely: browsers and proxies may keep it 5 minutes. */
export function publicCache(reply: FastifyReply): void {
  reply.header('cache-control', 'public, max-age=300');
}
