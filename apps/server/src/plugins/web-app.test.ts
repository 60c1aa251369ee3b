import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('web app serving and security headers', () => {
  let t: TestApp;
  let dist: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'nova-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-3f2a.js'), 'console.log(1)');
    // What the build writes beside each asset (apps/web/scripts/precompress.mjs).
    writeFileSync(path.join(dist, 'assets', 'index-3f2a.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'assets', 'index-3f2a.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'pages', 'index.html'), '<title>Landing</title><h1>Headline</h1>');
    writeFileSync(
      path.join(dist, 'pages', 'index.html.br'),
      brotliCompressSync('<title>Landing</title><h1>Headline</h1>'),
    );
    writeFileSync(path.join(dist, 'pages', 'help.html'), '<title>Help · Nova</title>');
    for (const language of ['es', 'pt-BR']) {
      mkdirSync(path.join(dist, 'pages', language));
      writeFileSync(
        path.join(dist, 'pages', language, 'index.html'),
        `<html lang="${language}">Landing</html>`,
      );
      writeFileSync(path.join(dist, 'pages', language, 'help.html'), `<html lang="${language}">Help</html>`);
    }
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://nova.example/' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and never index.html', async () => {
    const asset = await get('/assets/index-3f2a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers the assets of a build swapped in after start, and 404 for the rest (decision 019)', async () => {
    expect((await get('/assets/later-9c1d.js')).statusCode).toBe(404);
    writeFileSync(path.join(dist, 'assets', 'later-9c1d.js'), 'console.log(2)');
    const later = await get('/assets/later-9c1d.js?v=1');
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('console.log(2)');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/.hidden', '/assets/%2e%2e%2Findex.html', '/assets/']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers public routes with their own prerendered page, others with index.html', async () => {
    expect((await get('/')).body).toContain('<h1>Headline</h1>');
    expect((await get('/help?x=1')).body).toContain('<title>Help · Nova</title>');
    expect((await get('/help/')).body).toContain('<title>Help · Nova</title>');
    expect((await get('/profile')).body).toContain('<div id="root">');
    expect((await get('/..%2Fpages%2Fhelp')).body).toContain('<div id="root">');
  });

  it("answers a language's address with that language's prerendered page (decision 032)", async () => {
    expect((await get('/es')).body).toBe('<html lang="es">Landing</html>');
    expect((await get('/es/')).body).toBe('<html lang="es">Landing</html>');
    expect((await get('/pt-BR/help')).body).toBe('<html lang="pt-BR">Help</html>');
    expect((await get('/es/help?x=1')).body).toBe('<html lang="es">Help</html>');
    // English has no prefix; an unknown language or page is the app's index.html.
    for (const url of ['/en/help', '/fr/help', '/es/terms', '/es/help/extra']) {
      expect((await get(url)).body, url).toContain('<div id="root">');
    }
  });

  it("names a public page's version in each language on PUBLIC_URL, in its Link header", async () => {
    const link = (await get('/es/help?x=1')).headers.link;
    expect(link).toBe(
      [
        '<https://nova.example/help>; rel="alternate"; hreflang="en"',
        '<https://nova.example/es/help>; rel="alternate"; hreflang="es"',
        '<https://nova.example/pt-BR/help>; rel="alternate"; hreflang="pt-BR"',
        '<https://nova.example/ar/help>; rel="alternate"; hreflang="ar"',
        '<https://nova.example/help>; rel="alternate"; hreflang="x-default"',
      ].join(', '),
    );
    expect((await get('/')).headers.link).toContain(
      '<https://nova.example/ar>; rel="alternate"; hreflang="ar"',
    );
    for (const url of ['/dashboard', '/es/dashboard', '/fr/help', '/no-such-page'])
      expect((await get(url)).headers.link, url).toBeUndefined();
  });

  it("sends a prerendered page's brotli copy to a browser that accepts it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Headline</h1>');
  });

  it('serves robots.txt and a sitemap of the public routes on PUBLIC_URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: https://nova.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://nova.example/transparency</loc>');
    expect(sitemap.body).toContain('<loc>https://nova.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://nova.example/es/transparency</loc>');
    expect(sitemap.body).toContain('<loc>https://nova.example/ar</loc>');
    expect(sitemap.body).toContain(
      '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://nova.example/pt-BR/help"/>',
    );
    expect(sitemap.body.match(/<url>/g)).toHaveLength(7 * 4);
  });

  it.each([
    'evil.example',
    'evil.example"><script>alert(1)</script>',
    "a'b<c>.example",
    'nova.example.evil.example:8443',
  ])('never writes the Host header %j into robots.txt or the cached sitemap', async (host) => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'gopher' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(res.body, url).not.toMatch(/evil|<script|a'b|gopher/);
      expect(res.body, url).toContain('https://nova.example/');
    }
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it", async () => {
    const url = '/assets/index-3f2a.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses API answers above 1 KiB and leaves small ones alone', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const large = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers app routes with index.html and a missing asset with a JSON 404', async () => {
    const route = await get('/dashboard?tab=1');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['cache-control']).toBe('no-cache');
    const missing = await get('/assets/gone-1234.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers whose policy admits the built app and nothing foreign', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    // https images: the operator's team photos (site content); never plain http.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("answers the API's data with the headers that apply to data, and its documentation as a page", async () => {
    for (const url of ['/api/health', '/api/wallet/stats', '/api/no-such-route']) {
      const api = await get(url);
      expect(api.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers['x-content-type-options'], url).toBe('nosniff');
      expect(api.headers['x-frame-options'], url).toBe('DENY');
      expect(api.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // Page behaviour (referrers, opener, prefetching) is not a data answer's concern.
      expect(api.headers['referrer-policy'], url).toBeUndefined();
    }
    const docs = await get('/api/docs/json');
    expect(docs.headers['referrer-policy']).toBe('no-referrer');
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
