/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { catalogGroupChunk, catalogGroups } from './scripts/catalog-groups.ts';
import { compileHints } from './scripts/compile-hints.ts';
import { linguiMacros } from './scripts/lingui-macros.ts';
import { lucideImports } from './scripts/lucide-imports.ts';

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
 * only the slot every button uses (`asChild`, imported from `radix-ui/slot`), the ref helper it
 * needs and the direction every page sets (`radix-ui/direction`) are small and everywhere.
 */
const screenSpecific =
  /\/node_modules\/(zod|react-hook-form|@hookform|uplot|markdown-to-jsx|qrcode\.react|@radix-ui\/(?!react-slot\/|react-compose-refs\/|react-direction\/)[^/]+)\/|\/src\/(features\/admin-|app\/routes\/admin|lib\/zod\/)/;
const ownCode = /\/node_modules\/lucide-react\/|\/src\//;

/** What a first visit to the landing page runs: the entry and the public frame, then the landing screen. */
const frameRoots = /\/src\/(main\.tsx|app\/layouts\/public-layout\.tsx)$/;
const landingScreen = /\/src\/app\/routes\/landing\.tsx$/;

/**
 * Which of the landing page's modules import `moduleId`, at any depth: the entry or the public
 * frame ('frame'), only the landing screen ('landing screen'), or none ('elsewhere').
 */
function landingUse(moduleId: string, context: Rolldown.ChunkingContext) {
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  let landing = false;
  let elsewhere = false;
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const path = next.replaceAll('\\', '/');
    if (frameRoots.test(path)) return 'frame';
    if (landingScreen.test(path)) landing = true;
    const importers = context.getModuleInfo(next)?.importers ?? [];
    if (importers.length === 0 && !landingScreen.test(path)) elsewhere = true;
    for (const importer of importers) if (!seen.has(importer)) seen.add(importer) && queue.push(importer);
  }
  if (landing) return elsewhere ? 'frame' : 'landing screen';
  return 'elsewhere';
}

/**
 * What a member's first screen runs beside the entry: the member frame, its gate, the dashboard
 * and, on a first visit, its welcome.
 */
const memberRoots =
  /\/src\/(app\/(layouts\/user-layout|guards|routes\/dashboard)|features\/dashboard\/components\/welcome-dialog)\.tsx$/;

/** Whether a module of `roots` imports `moduleId`, at any depth. */
function importedBy(roots: RegExp, moduleId: string, context: Rolldown.ChunkingContext): boolean {
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (roots.test(next.replaceAll('\\', '/'))) return true;
    for (const importer of context.getModuleInfo(next)?.importers ?? [])
      if (!seen.has(importer)) seen.add(importer) && queue.push(importer);
  }
  return false;
}

/**
 * Small modules many routes share (icons, components, hooks, API calls) go into three chunks: what
 * a first visit to the landing page runs ('shared', with the entry's own modules), what else a
 * member's first visit to the dashboard runs ('shared-member') and what only other screens use
 * ('shared-screens'); what only the landing screen uses stays in its chunk. Left
 * to the automatic chunking, each set of routes sharing them got a file of its own: forty-odd
 * files of about 1 KB for the dashboard, and on a mobile connection every file costs a round
 * trip; in a single chunk, the landing page downloaded the member screens' cards and menus too.
 * A module a route loads lazily keeps its own chunk (the build's preloads name it), and one that
 * reaches zod, the forms, charts, markdown, QR codes, dialogs or admin code stays out, so sharing
 * loads nothing heavy. The lint (biome.json) keeps the web app importing money helpers and
 * Radix's slot from their own entry points, which reach none of that.
 */
function sharedChunk(chunk: 'shared' | 'shared-screens') {
  return (id: string, context: Rolldown.ChunkingContext): string | null => {
    const fits = new Map<string, boolean>();
    const fitsShared = (moduleId: string): boolean => {
      const known = fits.get(moduleId);
      if (known !== undefined) return known;
      fits.set(moduleId, true);
      const info = context.getModuleInfo(moduleId);
      const fit =
        !screenSpecific.test(moduleId.replaceAll('\\', '/')) &&
        (info?.dynamicImporters.length ?? 0) === 0 &&
        (info?.importedIds ?? []).every(fitsShared);
      fits.set(moduleId, fit);
      return fit;
    };
    if (!ownCode.test(id.replaceAll('\\', '/')) || !fitsShared(id)) return null;
    const use = landingUse(id, context);
    if (chunk === 'shared') return use === 'frame' ? chunk : null;
    if (use !== 'elsewhere') return null;
    return importedBy(memberRoots, id, context) ? 'shared-member' : chunk;
  };
}

/**
 * The API server serves the built app from `dist`; in development the API is proxied to it.
 * React 19 renders everywhere (decision 022): in the browser, in the prerender build and in the
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
/** The release (docs/releasing.md), shown in the admin panel's footer. */
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig(({ command }) => ({
  plugins: [
    linguiMacros(),
    lucideImports(),
    catalogGroups({ cwd: fileURLToPath(new URL('.', import.meta.url)), failOnMissing: command === 'build' }),
    react(),
    // A build fails on a message without a translation in any language (decision 032).
    // Its config is found beside this file, whichever folder the tool starts in (the browser
    // suite starts the dev server from the repository's root).
    lingui({
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      failOnMissing: command === 'build',
      failOnCompileError: true,
    }),
    tailwindcss(),
    compileHints(['framework', 'shared']),
  ],
  define: { __NOVA_VERSION__: JSON.stringify(version) },
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction },
      // zod configured for this app's Content-Security-Policy (src/lib/zod/jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/index.ts', import.meta.url)) },
    ],
  },
  ssr: { noExternal: true, resolve: { mainFields: ['module', 'main'] } },
  test: { setupFiles: ['src/test/i18n-setup.ts'] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    // The start script builds into a fresh folder and swaps it in (tools/build): WEB_OUT_DIR names it.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    // Which files each route's modules became, for the preloads scripts/prerender.mjs writes.
    manifest: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // Each language's catalogs of one catalog group in one file (scripts/catalog-groups.ts),
            // so that a screen's words in one language cost one request: `messages-es-landing`, …
            { name: catalogGroupChunk, priority: 2 },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'react-hook-form', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // The landing page's group first, and asked of the entry's own modules too: a group
            // takes in the modules its modules import, and the other group's would take them.
            { name: sharedChunk('shared'), minShareCount: 1 },
            { name: sharedChunk('shared-screens'), minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
