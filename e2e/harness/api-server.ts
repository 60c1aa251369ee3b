import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { startup } from '../../apps/server/src/startup.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export interface ApiServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real API and the built web app, in this process, on a free port, over a fresh embedded
 * database in a temporary DATA_DIR — the way server.ts starts them.
 */
export async function startApiServer(env: Record<string, string>): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEMO: 'off',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    ...env,
  });
  const database = await openPglite(path.join(config.dataDir, 'pgdata'));
  await runMigrations(database);
  const app = await buildApp({ config, database, clock: systemClock, logger: { level: config.LOG_LEVEL } });
  const started = await startup(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await started.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
