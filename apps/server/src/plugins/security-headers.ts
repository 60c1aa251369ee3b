import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer, two sets. Pages (the app, the public pages, the API's
 * documentation) get Helmet's: they do not depend on the request (no nonces), so Helmet runs once,
 * here, and every page gets the headers it set; Fastify's own Helmet plugin builds the middleware
 * again on every request, which cost the polled endpoints about 7 % of their CPU. The API's data
 * answers get the headers that apply to data (OWASP's REST set): no sniffing, no framing, nothing
 * loaded or run from them, readable by this origin only. Helmet's other ten headers govern how a
 * page behaves and would add 600 bytes to every poll. Strict-Transport-Security is left to
 * registerHsts (HTTPS only).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pageHeaders = headersOf(
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}

const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/** Under /api/ but not its documentation, which is a page (its own CSP comes with it). */
function isApiData(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
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
