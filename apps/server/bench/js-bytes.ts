import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createMember } from '../test/members.ts';

/**
 * JavaScript a visitor downloads per route (decision 008): the built web app served by the real
 * server, loaded in Chromium; every script response is summed, both as it crossed the wire and as
 * gzip would send it (so the figure compares with the targets whether or not the server compresses).
 * The landing page as a visitor, /dashboard as a signed-in member. Needs `npm run build -w apps/web`.
 */
const targets: Record<string, number> = { landing: 150 * 1024, dashboard: 170 * 1024 };
/** What the landing page must not load (by the build's file names): admin, charts, form validation, QR codes. */
const notOnLanding = /admin|chart|uplot|zod|react-hook-form|hookform|qrcode/;

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Measured {
  files: { url: string; wireBytes: number; gzipBytes: number; encoding: string }[];
}

/**
 * A script's body, the bytes it took on the wire and their encoding. A worker that has stopped
 * (public/locale-data.js stops once it has formatted) no longer gives its response's body, sizes
 * or headers: its file is then fetched again with the same encodings accepted, and read from that.
 */
async function scriptOnTheWire(
  page: Page,
  response: Response,
): Promise<{ body: Buffer; wireBytes: number; encoding: string }> {
  try {
    return {
      body: await response.body(),
      wireBytes: (await response.request().sizes()).responseBodySize,
      encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    };
  } catch {
    const accepted = response.request().headers()['accept-encoding'] ?? 'gzip, deflate, br';
    const again = await page.request.get(response.url(), { headers: { 'accept-encoding': accepted } });
    const body = await again.body();
    const headers = again.headers();
    return {
      body,
      wireBytes: Number(headers['content-length'] ?? body.length),
      encoding: headers['content-encoding'] ?? 'identity',
    };
  }
}

/** Loads `path` and waits until the page shows `ready` and no script has been requested for a while. */
async function measure(page: Page, url: string, ready: string): Promise<Measured> {
  const files: Measured['files'] = [];
  const pending = new Set<Promise<void>>();
  let lastScriptAtMs = Date.now();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAtMs = Date.now();
    const done = (async () => {
      const { body, wireBytes, encoding } = await scriptOnTheWire(page, response);
      files.push({
        url: new URL(response.url()).pathname,
        wireBytes,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        encoding,
      });
    })();
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  await page.getByText(ready).first().waitFor({ timeout: 30_000 });
  while (Date.now() - lastScriptAtMs < 1_000 || pending.size > 0) {
    await Promise.all(pending);
    await page.waitForTimeout(250);
  }
  page.off('response', onResponse);
  return { files };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function report(route: string, measured: Measured): void {
  const wire = measured.files.reduce((sum, file) => sum + file.wireBytes, 0);
  const gzip = measured.files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const target = targets[route] ?? 0;
  const encodings = [...new Set(measured.files.map((file) => file.encoding))].join(', ');
  console.info(
    `${route.padEnd(10)} ${String(measured.files.length).padStart(2)} scripts  gzipped ${kb(gzip).padStart(9)}` +
      `  target ${kb(target)}  ratio ${(gzip / target).toFixed(2)}  on the wire ${kb(wire)} (${encodings})`,
  );
  for (const file of measured.files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`    ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
  }
}

export async function runJsBytesBench(): Promise<void> {
  const database = await openPglite('memory://');
  await runMigrations(database);
  const config = loadConfig({ DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/nova-bench-unused' });
  const app = await buildApp({ config, database, clock: systemClock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  try {
    const visitor = await (await browser.newContext()).newPage();
    const landing = await measure(visitor, `${base}/`, 'Get Started');
    report('landing', landing);
    const heavy = landing.files.filter((file) => notOnLanding.test(file.url)).map((file) => file.url);
    console.info(
      `    admin, chart, form-validation or QR code files on the landing page: ${heavy.join(', ') || 'none'}`,
    );

    const member = await createMember({ app, database, clock: systemClock } as never);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/favicon.svg`);
    await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(member.token)})`);
    report('dashboard', await measure(page, `${base}/dashboard`, 'Your wallet'));
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}
