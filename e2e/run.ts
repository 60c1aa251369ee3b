import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { headline } from '../apps/server/test/summary-reporter.ts';
import { Api } from './harness/api.ts';
import { startApiServer } from './harness/api-server.ts';
import { type Environment, TestContext } from './harness/context.ts';
import { startMailbox } from './harness/mailbox.ts';
import { registered, setCurrentFile } from './harness/registry.ts';
import { screenshotDir } from './harness/screens.ts';

/**
 * The browser suite: a real SMTP server, the API with the built web app over a fresh embedded
 * database, and Chromium. Test files run in name order, their cases one after another.
 * `node --import tsx e2e/run.ts [filter]` runs only files whose name contains the filter.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
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
const admin = { email: 'admin@nova.test', password: 'Admin-Passw0rd!' };

async function loadTests(filter: string | undefined): Promise<void> {
  const files = readdirSync(path.join(here, 'tests'))
    .filter((file) => file.endsWith('.e2e.ts') && (!filter || file.includes(filter)))
    .sort();
  for (const file of files) {
    setCurrentFile(file.replace(/\.e2e\.ts$/, ''));
    await import(pathToFileURL(path.join(here, 'tests', file)).href);
  }
}

async function runAll(env: Environment): Promise<{ passed: number; failures: string[] }> {
  let passed = 0;
  const failures: string[] = [];
  for (const { file, name, run } of registered) {
    const started = Date.now();
    const t = await TestContext.open(env);
    try {
      await run(t);
      if (t.errors.length > 0)
        throw new Error(`uncaught errors in the page: ${t.errors.map(String).join('; ')}`);
      passed += 1;
      console.info(`  ✓ ${file} › ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      failures.push(`${file} › ${name}: ${headline(error instanceof Error ? error.message : String(error))}`);
      const shot = path.join(screenshotDir, `FAILED-${file}-${name.replace(/\W+/g, '-')}.png`);
      await t.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      console.info(`  ✗ ${file} › ${name} (${Date.now() - started} ms)\n    at ${t.page.url()}`);
      console.info(`    ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      console.info(`    screenshot: ${shot}`);
    } finally {
      await t.close();
    }
  }
  return { passed, failures };
}

async function main(): Promise<number> {
  if (!existsSync(path.join(here, '../apps/web/dist/index.html'))) {
    console.error('The web app is not built: run `npm run build -w apps/web` (npm run test:e2e does).');
    return 1;
  }
  await loadTests(process.argv[2]);
  const mailbox = await startMailbox();
  const server = await startApiServer({
    SMTP_URL: mailbox.url,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SUPPORT_URL: 'https://support.example.com/chat',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  try {
    const env = {
      browser,
      baseUrl: server.baseUrl,
      api: new Api(server.baseUrl),
      server,
      mailbox,
      admin,
      chains: server.chains,
      shared: {},
    };
    const { passed, failures } = await runAll(env);
    // One `failed:` line per failing test before the count, as the unit tests end (CI repeats them).
    for (const failure of failures) console.info(`failed: ${failure}`);
    console.info(`${passed} passed, ${failures.length} failed`);
    return failures.length > 0 || passed === 0 ? 1 : 0;
  } finally {
    await browser.close();
    await server.close();
    await mailbox.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.info('0 passed, 1 failed');
    process.exit(1);
  },
);
