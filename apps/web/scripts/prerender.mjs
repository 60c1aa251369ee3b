// After `vite build`: writes one HTML file per public route under dist/pages/, each with its own
// title, description and Open Graph tags, and (route table `prerender`) its body rendered by React;
// again under dist/pages/<language>/ in each other language, and English's own versions at today's
// paths (decision 032). The server names a page's other versions (`hreflang`) in its `Link` header,
// on the site's address, which a build cannot know.
// The signed-in routes get a page too, index.html preloading the files of the route's own modules
// (route-meta `routeModules`). The server sends these for those routes (and index.html for the rest).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.WEB_OUT_DIR ?? 'dist');
const ssrDir = path.join(root, 'dist-ssr');

// The few browser globals the page's modules touch while rendering (theme, stored token).
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.localStorage = storage;
globalThis.window = {
  matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
  localStorage: storage,
};
globalThis.document = { documentElement: { classList: { toggle() {} }, style: {} } };

const { renderPage, languagePages, routeModules } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

// Vite's manifest: the file each module became and the chunks each file imports.
const manifestDir = path.join(dist, '.vite');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));

function filesOf(key, into) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build: update routeModules in src/route-meta.ts`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(imported, into);
  return into;
}

const loadedWithEntry = filesOf('index.html', new Set());

/** Preload links for the route's modules and what they import, less what index.html loads already. */
function preloadsOf(routePath) {
  const files = new Set();
  for (const module of routeModules[routePath]) filesOf(module, files);
  return [...files]
    .filter((file) => file.endsWith('.js') && !loadedWithEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/** index.html with the route's preloads. */
const signedInPage = (routePath) =>
  template.replace('</head>', `  ${preloadsOf(routePath).join('\n    ')}\n  </head>`);

async function page(meta) {
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Nova" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.path)}" />`,
    `<meta property="og:locale" content="${meta.language.replace('-', '_')}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  let html = template
    .replace('<html lang="en">', `<html lang="${meta.language}" dir="${meta.dir}">`)
    .replace(/<title>[^<]*<\/title>/, head)
    .replace(/<meta name="description"[^>]*>\s*/, '');
  if (meta.body)
    html = html.replace(
      '<div id="root"></div>',
      `<div id="root" data-language="${meta.language}">${await renderPage(meta)}</div>`,
    );
  return html;
}

const out = path.join(dist, 'pages');
mkdirSync(out, { recursive: true });
const fileName = (routePath) =>
  `${routePath === '/' ? 'index' : routePath.slice(1).replaceAll('/', '_')}.html`;
for (const meta of languagePages) {
  const folder = meta.path === meta.englishPath ? out : path.join(out, meta.language);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, fileName(meta.englishPath)), await page(meta));
}
const signedIn = Object.keys(routeModules);
for (const routePath of signedIn) writeFileSync(path.join(out, fileName(routePath)), signedInPage(routePath));
rmSync(ssrDir, { recursive: true, force: true });
// The manifest names every file of the app: nothing the server should offer.
rmSync(manifestDir, { recursive: true, force: true });
precompress(dist);

process.stdout.write(
  `prerendered ${languagePages.length} public pages (each route in each language); preloads for ${signedIn.length} signed-in routes\n`,
);
// Rendering leaves the page's timers (clock, query cache) behind: they must not keep the build alive.
process.exit(0);
