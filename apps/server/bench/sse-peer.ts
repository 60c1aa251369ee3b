import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';

/**
 * The second process of the SSE benchmark: the app over the same PostgreSQL database (argv[2]),
 * listening on a free port it prints as `port <n>`; it stops when its standard input closes.
 */
const database = openPostgres(process.argv[2] ?? '', 4);
const config = loadConfig({ DEMO: 'false', DATA_DIR: '/tmp/nova-bench-unused', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, clock: systemClock });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.info(`port ${typeof address === 'object' && address ? address.port : 0}`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
