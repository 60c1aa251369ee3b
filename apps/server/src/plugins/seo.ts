import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The public routes search engines may list (the member and admin screens need a session). */
export const sitemapPaths = ['/', '/transparency', '/help', '/terms', '/privacy', '/register', '/login'];

/** The site's own origin as the visitor reached it (through TRUST_PROXY when behind one). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** /robots.txt and /sitemap.xml, with absolute addresses on the origin the request came to. */
export function registerSeo(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /dashboard',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const base = origin(request);
    const urls = sitemapPaths.map((path) => `  <url><loc>${base}${path}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
