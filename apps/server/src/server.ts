import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import {
  type Config,
  ConfigError,
  loadConfig,
  loadDotEnv,
  startRefusals,
  wantsDemoChains,
} from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { describeAccess } from './modules/auth/index.ts';
import { startup } from './startup.ts';

/** The address people type into a browser (a wildcard host is reachable on the loopback). */
function publicUrl(host: string, address: AddressInfo | string | null): string {
  const port = typeof address === 'object' && address ? address.port : 0;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * The demo's local chains need Hardhat, a development dependency: it is imported only when the
 * demo runs them, so a production install (`npm ci --omit=dev`) with configured RPC URLs never
 * loads it (decision 010).
 */
async function loadDemoChains(config: Config) {
  if (!wantsDemoChains(config)) return null;
  const { startDemoChains } = await import('./dev-chains/demo-chains.ts');
  return startDemoChains(process.env, config);
}

/**
 * The only file that listens: configuration, then the database (migrated) and, in the demo, its
 * local chains side by side, then start-up work, then HTTP.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const loaded = loadConfig();
  const refusals = startRefusals(loaded);
  if (refusals.length > 0) throw new ConfigError(`Refusing to start:\n${refusals.join('\n')}`);
  const [database, demo] = await Promise.all([
    openDatabase({
      databaseUrl: loaded.DATABASE_URL,
      dataDir: loaded.dataDir,
      connectTimeoutMs: loaded.DATABASE_CONNECT_TIMEOUT_MS,
    }).then(async (opened) => {
      await runMigrations(opened);
      return opened;
    }),
    loadDemoChains(loaded),
  ]);
  const config = demo?.config ?? loaded;
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    logger: { level: config.LOG_LEVEL },
    chainSettings: demo?.chainSettings,
    devChains: demo?.devChains,
  });
  const started = await startup(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = publicUrl(config.HOST, app.server.address());
  for (const line of describeAccess(url, started.access)) console.info(line);
  if (demo) for (const line of demo.describe()) console.info(line);
  const shutdown = async () => {
    await started.stop();
    await app.close();
    await demo?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
