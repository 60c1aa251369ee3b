import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { topUpDemoRewardsPool } from '../src/modules/rewards-pool/index.ts';
import { demoSiteContent } from '../src/modules/site/index.ts';
import { seedDemoVipLevels } from '../src/modules/vip/index.ts';
import { depositFunds } from '../test/fixtures.ts';
import { createMember } from '../test/members.ts';
import type { TestApp } from '../test/test-app.ts';

/**
 * Lighthouse (mobile, simulated throttling: its default) on the landing page, /transparency, /login
 * (signed out) and a signed-in member's /dashboard, served by the real server from the built web
 * app over the demo's levels and content. Each page is scored BENCH_LIGHTHOUSE_RUNS times (default 3) and the median
 * of each category is printed. Needs `npm run build -w apps/web` first and Chromium (CHROME_PATH,
 * default /usr/bin/chromium). BENCH_LIGHTHOUSE_PAGES picks pages (comma-separated paths).
 * BENCH_LIGHTHOUSE_BUILDS compares builds paired, in one run (`label=dist-folder,label=dist-folder`):
 * each build gets its own server, and their runs alternate page by page, so a busy spell of the
 * machine weighs on both alike.
 */
const RUNS = Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '3', 10);
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/transparency',
  '/login',
  '/dashboard',
];
/** A folder to keep each run's whole report in (JSON), for a look at what the figures hide. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'];
/** Where the web app keeps the session token (apps/web/src/lib/session-token.ts). */
const TOKEN_KEY = 'token';
/** Pages only a signed-out visitor sees: a member opening them is sent to the dashboard. */
const SIGNED_OUT_PAGES = new Set(['/login', '/register', '/forgot-password']);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BUILDS = (process.env.BENCH_LIGHTHOUSE_BUILDS?.split(',') ?? [`this build=${webDist}`]).map((entry) => {
  const [label = '', dist = ''] = entry.split('=');
  return { label, dist: path.resolve(dist) };
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The four longest main-thread tasks of a run as Lighthouse simulates them (its mobile CPU), with
 * the script each is put down to: what the blocking time is made of. (Under simulation Lighthouse
 * cannot say what kind of work a task did.)
 */
function longestTasks(details: unknown): string {
  const { items = [] } = (details ?? {}) as { items?: { url?: string; duration?: number }[] };
  const described = items.slice(0, 4).map((item) => {
    const script = item.url ? path.basename(new URL(item.url, 'http://x').pathname) || 'the page' : '-';
    return `${Math.round(item.duration ?? 0)} ms (${script})`;
  });
  return described.join(', ') || 'none';
}

/**
 * What this machine charges for memory a process touches for the first time, per 4 KiB page, beside
 * what it charges for touching it again. Lighthouse's CPU index times a loop that allocates little,
 * but a page load in a new renderer touches fresh memory throughout: on a virtual machine whose host
 * hands memory out lazily a first touch costs 11–14 µs (seen on 2026-11-28, against 0.2 µs touched
 * again; a fraction of a microsecond on physical machines), and the simulated phone, four times this
 * CPU, inherits all of it. Printed so that figures from different machines can be told apart.
 */
function freshMemoryCost(): string {
  const pages = 32_768;
  const block = Buffer.allocUnsafeSlow(pages * 4096);
  const touch = () => {
    const started = process.hrtime.bigint();
    block.fill(1);
    return Number(process.hrtime.bigint() - started) / 1000 / pages;
  };
  const first = touch();
  const again = touch();
  return `${first.toFixed(2)} µs per page touched first, ${again.toFixed(3)} µs touched again`;
}

/** Runs `work` in a new tab of the Chromium Lighthouse drives, then closes the tab. */
async function inBrowser(port: number, work: (tab: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const tab = await browser.contexts()[0]?.newPage();
  if (!tab) throw new Error('Chromium has no browser context to open a tab in');
  try {
    await work(tab);
  } finally {
    await tab.close();
    await browser.close();
  }
}

async function startServer(dist: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-lighthouse-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO: 'off',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
  });
  const database = await openPglite(path.join(dataDir, 'pgdata'));
  await runMigrations(database);
  const clock = systemClock;
  const app = await buildApp({ config, database, clock, logger: false });
  await app.services.ledger.ensureSystemAccounts();
  await seedDemoVipLevels(database.db, clock.now());
  await app.services.site.seedExample(demoSiteContent);
  await topUpDemoRewardsPool(app.services.rewardsPool, clock.now().toISOString().slice(0, 10));
  await app.services.transparency.snapshot();
  const member = await createMember({ app, database, clock } as unknown as TestApp);
  await depositFunds({ app, database, clock } as unknown as TestApp, member.userId, '250');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    memberToken: member.token,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

/** One Lighthouse run of `page`; null when Lighthouse could not finish it. */
async function scoreOnce(
  port: number,
  server: Server,
  page: string,
  name: string,
): Promise<Record<string, number> | null> {
  // Keeping storage (for the session) keeps the HTTP cache too: every run starts without it,
  // as a first visit does and as Lighthouse's own runs do. A signed-out page is scored without
  // the member's session, every other page with it.
  await inBrowser(port, async (tab) => {
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.goto(`${server.baseUrl}/favicon.svg`);
    const key = JSON.stringify(TOKEN_KEY);
    // A string: this file is compiled without the browser's types.
    await tab.evaluate(
      SIGNED_OUT_PAGES.has(page)
        ? `localStorage.removeItem(${key})`
        : `localStorage.setItem(${key}, ${JSON.stringify(server.memberToken)})`,
    );
  });
  const result = await lighthouse(`${server.baseUrl}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  });
  if (REPORTS_DIR && result)
    writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(result.lhr));
  const landed = result?.lhr.finalDisplayedUrl;
  if (landed && new URL(landed).pathname !== page) console.info(`  ${page} ended at ${landed}`);
  // The timings behind the score, so a low one says what to look at, and how fast Lighthouse
  // found this machine's CPU: its simulated mobile CPU is this one slowed four times, so a
  // slow or busy machine scores lower for the same page.
  const timings = METRICS.map((id) => `${id} ${result?.lhr.audits[id]?.displayValue ?? '-'}`);
  const benchmarkIndex = result?.lhr.environment.benchmarkIndex ?? '-';
  console.info(`  ${name}: ${timings.join(', ')}, CPU benchmark index ${benchmarkIndex}`);
  console.info(`    longest tasks: ${longestTasks(result?.lhr.audits['long-tasks']?.details)}`);
  // A run Lighthouse could not finish has no score: it is named, not counted as a zero.
  const failure = result?.lhr.runtimeError;
  if (failure) {
    console.info(`    run not scored: ${failure.code} ${failure.message}`);
    return null;
  }
  const scores: Record<string, number> = {};
  for (const category of CATEGORIES) {
    const score = result?.lhr.categories[category]?.score;
    if (typeof score === 'number') scores[category] = Math.round(score * 100);
  }
  return scores;
}

export async function runLighthouseBench(): Promise<void> {
  console.info(`  this machine's fresh memory: ${freshMemoryCost()}`);
  const servers: Server[] = [];
  for (const build of BUILDS) servers.push(await startServer(build.dist));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const page of PAGES) {
      const scores = BUILDS.map(() => Object.fromEntries(CATEGORIES.map((name) => [name, [] as number[]])));
      const scored = BUILDS.map(() => 0);
      // A run Lighthouse could not finish (its trace lost the navigation now and then) is run again,
      // up to as many extra runs as were asked for, so the median is of RUNS scored runs.
      for (let run = 0; scored.some((count) => count < RUNS) && run < 2 * RUNS; run++) {
        for (const [index, build] of BUILDS.entries()) {
          const server = servers[index];
          if (!server || (scored[index] ?? 0) >= RUNS) continue;
          const label = BUILDS.length > 1 ? `${build.label} ` : '';
          const result = await scoreOnce(
            chrome.port,
            server,
            page,
            `${label}${page.slice(1) || 'landing'}-${run + 1}`,
          );
          if (!result) continue;
          scored[index] = (scored[index] ?? 0) + 1;
          for (const name of CATEGORIES)
            if (result[name] !== undefined) scores[index]?.[name]?.push(result[name]);
        }
      }
      for (const [index, build] of BUILDS.entries()) {
        const line = CATEGORIES.map((name) => {
          const values = scores[index]?.[name] ?? [];
          return `${name} ${median(values)} (${values.join('/')})`;
        });
        const label = BUILDS.length > 1 ? ` [${build.label}]` : '';
        console.info(`lighthouse ${page.padEnd(14)}${label} median of the scored runs: ${line.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) await server.close();
  }
}
