import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { send } from './error-handler.ts';
import { alternatesHeader, routeOf } from './seo.ts';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Built files under /assets carry a content hash in their name, so they never change. */
const ASSETS_PREFIX = '/assets/';
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html above all)
 * revalidated on every load so a new build is picked up at once; the build's brotli or gzip copy of
 * a file when the browser accepts it. Any other non-API GET gets
 * index.html so the SPA router decides; a missing asset stays a 404 rather than HTML.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.WEB_DIST_DIR ? path.resolve(app.deps.config.WEB_DIST_DIR) : defaultDist;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its assets; browsers that accept them get those.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const asset = path.relative(root, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', asset ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const asset = built && isRead ? newerAsset(root, request.url) : null;
    if (asset) return reply.sendFile(asset);
    if (!isRead || request.url.startsWith(ASSETS_PREFIX)) {
      return send(reply, 'NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`);
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run `npm run build -w apps/web`.');
    }
    const alternates = alternatesHeader(app.deps.config.publicUrl, pathnameOf(request.url));
    if (alternates) reply.header('link', alternates);
    return reply.header('cache-control', 'no-cache').sendFile(pageFor(root, request.url));
  });
}

/**
 * The static routes are the files found at start; `dist` may since point to a newer build
 * (decision 019), whose pages this process sends and whose assets it must then answer too.
 */
function newerAsset(root: string, url: string): string | null {
  if (!url.startsWith(ASSETS_PREFIX)) return null;
  const name = (url.split(/[?#]/)[0] ?? '').slice(ASSETS_PREFIX.length);
  if (!ASSET_NAME.test(name)) return null;
  const file = path.join('assets', name);
  return existsSync(path.join(root, file)) ? file : null;
}

/** The request's path without its query, fragment or trailing slash. */
const pathnameOf = (url: string) => (url.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';

/**
 * The build writes one HTML file per public route under pages/ (its own title, description and
 * Open Graph tags; the landing page's body prerendered), again under pages/<language>/ for each
 * other language's address (`/es/transparency`, decision 032), and one per signed-in route
 * (index.html with the route's code preloaded): those routes get theirs, the rest index.html.
 */
function pageFor(root: string, url: string): string {
  const { prefix, route } = routeOf(pathnameOf(url));
  const name = route === '/' ? 'index' : route.slice(1);
  if (!/^[a-z-]+$/.test(name)) return 'index.html';
  const file = path.join('pages', ...(prefix ? [prefix] : []), `${name}.html`);
  return existsSync(path.join(root, file)) ? file : 'index.html';
}
