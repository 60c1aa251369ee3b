import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

/**
 * React Router's package exports name only its development build (warnings on, a "Hey developer"
 * note in its default error screen); its production build sits beside it, unexported.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Code only some screens need; a module that reaches it stays out of the shared chunk. Of Radix,
 * only the slot every button uses (`asChild`, imported from `radix-ui/slot`) and the ref helper it
 * needs are small and everywhere.
 */
const screenSpecific =
  /\/node_modules\/(zod|react-hook-form|@hookform|uplot|markdown-to-jsx|qrcode\.react|@radix-ui\/(?!react-slot\/|react-compose-refs\/)[^/]+)\/|\/src\/(features\/admin-|app\/routes\/admin|lib\/zod\/)/;
const ownCode = /\/node_modules\/lucide-react\/|\/src\//;

/**
 * Small modules many routes share (icons, components, hooks, API calls) go into one chunk. Left
 * to the automatic chunking, each set of routes sharing them got a file of its own: forty-odd
 * files of about 1 KB for the dashboard, and on a mobile connection every file costs a round
 * trip. A module a route loads lazily keeps its own chunk (the build's preloads name it), and one
 * that reaches zod, the forms, charts, markdown, QR codes, dialogs or admin code stays out, so
 * sharing loads nothing heavy. The lint (biome.json) keeps the web app importing money helpers and
 * Radix's slot from their own entry points, which reach none of that.
 */
function sharedChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  const fits = new Map<string, boolean>();
  const fitsShared = (moduleId: string): boolean => {
    const known = fits.get(moduleId);
    if (known !== undefined) return known;
    fits.set(moduleId, true);
    const path = moduleId.replaceAll('\\', '/');
    const info = context.getModuleInfo(moduleId);
    const fit =
      !screenSpecific.test(path) &&
      (info?.dynamicImporters.length ?? 0) === 0 &&
      (info?.importedIds ?? []).every(fitsShared);
    fits.set(moduleId, fit);
    return fit;
  };
  return ownCode.test(id.replaceAll('\\', '/')) && fitsShared(id) ? 'shared' : null;
}

/**
 * The API server serves the built app from `dist`; in development the API is proxied to it.
 * React 19 renders everywhere (decision 017): in the browser, in the prerender build and in the
 * unit tests; `@vitejs/plugin-react` gives Fast Refresh in development. The prerender build
 * bundles every dependency, so it resolves them as the browser build does (React Router's
 * production build, the app's zod). `zod` resolves to src/lib/zod, zod configured for the app's CSP.
 * Chunks (decision 008): every route is its own lazy chunk (app/router.tsx); the framework every
 * route needs (React, react-dom and its scheduler, the router, the query cache) is one long-cached chunk; zod and the shared
 * contracts are another, loaded with the first screen that parses an answer, not with the entry;
 * react-hook-form and its resolvers are a third, loaded with the first form (decision 011); the
 * small modules several routes share are a fourth (`sharedChunk`, decision 016).
 * Admin screens load only under /admin. scripts/prerender.mjs then writes the public pages, a page
 * per signed-in route that preloads its code, and the .br and .gz copies of every file.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction },
      // zod configured for this app's Content-Security-Policy (src/lib/zod/jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/index.ts', import.meta.url)) },
    ],
  },
  ssr: { noExternal: true, resolve: { mainFields: ['module', 'main'] } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which files each route's modules became, for the preloads scripts/prerender.mjs writes.
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: sharedChunk, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
