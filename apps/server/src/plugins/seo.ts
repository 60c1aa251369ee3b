import type { FastifyInstance } from 'fastify';

/** The public routes search engines may list (the member and admin screens need a session). */
export const sitemapPaths = ['/', '/transparency', '/help', '/terms', '/privacy', '/register', '/login'];

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);

/**
 * /robots.txt and /sitemap.xml, with absolute addresses on the configured PUBLIC_URL: never on
 * the request's Host header, which the client chooses and caches would keep for an hour.
 */
export function registerSeo(app: FastifyInstance): void {
  const base = app.deps.config.publicUrl;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /dashboard',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const urls = sitemapPaths
      .map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`)
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
