// After `vite build`: writes one HTML file per public route under dist/pages/, each with its own
// title, description and Open Graph tags; the landing page's also holds its prerendered body.
// The server sends these for those routes (and index.html for the rest).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrDir = path.join(root, 'dist-ssr');

// The few browser globals the page's modules touch while rendering (theme, stored token).
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
globalThis.localStorage = storage;
globalThis.window = {
  matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
  localStorage: storage,
};
globalThis.document = { documentElement: { classList: { toggle() {} }, style: {} } };

const { renderPage, routeMeta } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function page(meta) {
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Nova" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.path)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  let html = template.replace(/<title>[^<]*<\/title>/, head).replace(/<meta name="description"[^>]*>\s*/, '');
  if (meta.body)
    html = html.replace('<div id="root"></div>', `<div id="root">${renderPage(meta.path)}</div>`);
  return html;
}

const out = path.join(dist, 'pages');
mkdirSync(out, { recursive: true });
for (const meta of routeMeta) {
  const name = meta.path === '/' ? 'index' : meta.path.slice(1).replaceAll('/', '_');
  writeFileSync(path.join(out, `${name}.html`), page(meta));
}
rmSync(ssrDir, { recursive: true, force: true });
precompress(dist);

process.stdout.write(`prerendered ${routeMeta.length} public routes\n`);
// Rendering leaves the page's timers (clock, query cache) behind: they must not keep the build alive.
process.exit(0);
