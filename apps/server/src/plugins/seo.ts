import { defaultLanguage, languages } from '@nova/contracts/languages';
import type { FastifyInstance } from 'fastify';

/** The public routes search engines may list (the member and admin screens need a session). */
export const sitemapPaths = ['/', '/transparency', '/help', '/terms', '/privacy', '/register', '/login'];

/** `path` at its address in `language`: English at the bare path, the others under `/<language>`. */
export function pathInLanguage(path: string, language: string): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** A path's language prefix (null for English's bare paths) and the route under it. */
export function routeOf(pathname: string): { prefix: string | null; route: string } {
  const [first = '', ...rest] = pathname.slice(1).split('/');
  const prefixed = first !== defaultLanguage && (languages as readonly string[]).includes(first);
  return prefixed ? { prefix: first, route: `/${rest.join('/')}` } : { prefix: null, route: pathname };
}

/**
 * The `Link` header naming a public page's version in each language (`hreflang`, decision 032),
 * on PUBLIC_URL: search engines want absolute addresses, which the prerendered HTML cannot hold.
 * Null for any other path.
 */
export function alternatesHeader(base: string, pathname: string): string | null {
  const { route } = routeOf(pathname);
  if (!sitemapPaths.includes(route)) return null;
  const link = (language: string, href: string) =>
    `<${base}${href}>; rel="alternate"; hreflang="${language}"`;
  return [
    ...languages.map((language) => link(language, pathInLanguage(route, language))),
    link('x-default', route),
  ].join(', ');
}

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
    // Each page in each language, each entry naming all its versions (decision 032).
    const urls = sitemapPaths.flatMap((path) => {
      const alternates = languages
        .map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(`${base}${pathInLanguage(path, language)}`)}"/>`,
        )
        .join('\n');
      return languages.map(
        (language) =>
          `  <url>\n    <loc>${escapeXml(`${base}${pathInLanguage(path, language)}`)}</loc>\n${alternates}\n  </url>`,
      );
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
}
