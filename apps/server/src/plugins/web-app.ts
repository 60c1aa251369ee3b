import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const defaultDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Serves the built web app; any other non-API path gets index.html so the SPA router decides. */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.WEB_DIST_DIR ? path.resolve(app.deps.config.WEB_DIST_DIR) : defaultDist;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND', errors: [] });
    }
    if (!built)
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built: run `npm run build -w apps/web`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
