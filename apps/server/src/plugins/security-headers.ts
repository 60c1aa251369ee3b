import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. They do not depend on the request (no nonces), so
 * Helmet runs once, here, and every answer gets the headers it set: Fastify's own Helmet plugin
 * builds the middleware again on every request, which cost the polled endpoints about 7 % of their
 * CPU. Strict-Transport-Security is left to registerHsts (HTTPS only).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = headersOf(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers a request-independent Helmet middleware sets, read from one run. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
