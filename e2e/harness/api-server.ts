import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { type DevChains, startDevChains } from '../../apps/server/src/dev-chains/dev-chains.ts';
import { OffsetClock } from '../../apps/server/src/lib/clock.ts';
import type { BootstrapAccess } from '../../apps/server/src/modules/auth/index.ts';
import {
  createDepositKeyPair,
  mainnetNetworks,
  resolveChainSettings,
} from '../../apps/server/src/modules/chain/index.ts';
import { startup } from '../../apps/server/src/startup.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export interface ApiServer {
  baseUrl: string;
  /** The app in this process, for fixtures that set up what a test is not testing (e.g. earnings). */
  app: FastifyInstance;
  /** The two local chains the server reads (payouts and deposits are real transfers there; tests mine more blocks to make transfers final). */
  chains: DevChains;
  /** The server's clock: the system time, which a test may move forward (e.g. past a session's end). */
  clock: OffsetClock;
  /** Who can sign in: the administrator, and in demo mode the demo member with its password. */
  access: BootstrapAccess;
  close(): Promise<void>;
}

export interface ApiServerOptions {
  /**
   * The local chains answer with mainnet's block explorers, as a deployment on mainnet does, so a
   * test can read the explorer links (which nobody follows); without it they have none, as in demo mode.
   */
  mainnetExplorers?: boolean;
}

/**
 * The real API and the built web app, in this process, on a free port, over a fresh embedded
 * database in a temporary DATA_DIR — the way server.ts starts them — with two local chains for
 * deposits (one block per transaction; tests mine more to make transfers final). The demo's
 * 'Send a test transfer' helper is on, as in demo mode; the demo seed is not, unless `env` sets
 * DEMO=true: then the server starts as the demo does, and answers once its living world is built
 * (decision 029), which the first demo start does while it already listens.
 */
export async function startApiServer(
  env: Record<string, string>,
  options: ApiServerOptions = {},
): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-e2e-'));
  const chains = await startDevChains();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEMO: 'off',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    ...chains.env,
    DEPOSIT_XPUB: createDepositKeyPair().xpub,
    ...env,
  });
  const identities = options.mainnetExplorers
    ? {
        BEP20: { ...chains.identities.BEP20, explorerUrl: mainnetNetworks.BEP20.explorerUrl },
        POLYGON: { ...chains.identities.POLYGON, explorerUrl: mainnetNetworks.POLYGON.explorerUrl },
      }
    : chains.identities;
  const chainSettings = resolveChainSettings(config, identities, { pollingIntervalMs: 50 });
  const database = await openPglite(path.join(config.dataDir, 'pgdata'));
  await runMigrations(database);
  const clock = new OffsetClock();
  const app = await buildApp({
    config,
    database,
    clock,
    logger: { level: config.LOG_LEVEL },
    chainSettings,
    devChains: chains,
  });
  const started = await startup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await started.demoWorld;
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    chains,
    clock,
    access: started.access,
    async close() {
      await started.stop();
      await app.close();
      await chains.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
