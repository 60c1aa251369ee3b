import type { FastifyInstance } from 'fastify';

/** Helmet's value: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only on HTTPS requests, so a plain-HTTP deployment keeps working
 * (decision 001): a TLS socket, or `X-Forwarded-Proto: https` from a proxy that TRUST_PROXY
 * trusts (Fastify's `request.protocol` reads the header only then).
 */
export function registerHsts(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
