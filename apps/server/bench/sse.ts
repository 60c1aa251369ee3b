import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { withDatabase } from '../test/global-setup.ts';
import { createMember } from '../test/members.ts';
import { baseUrlOf, openSse } from '../test/sse-client.ts';

/**
 * Live updates at scale (decision 008), on PostgreSQL: (1) 5,000 member streams open on one
 * process (the clients in another process, so the figure is the server's side only): memory per
 * stream; (2) fan-out latency across two processes: a ledger change through a domain service in
 * this process (a rewards-pool funding, which publishes in its transaction) until the event reaches
 * a client connected to a second server process on the same database; p50 and p99.
 */
const STREAMS = Number.parseInt(process.env.BENCH_SSE_STREAMS ?? '5000', 10);
const CHANGES = Number.parseInt(process.env.BENCH_SSE_CHANGES ?? '300', 10);
const here = path.dirname(fileURLToPath(import.meta.url));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function child(script: string, args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
    stdio: 'pipe',
    cwd: path.join(here, '..'),
  });
}

/** Resolves with the first line of the child's output that starts with `prefix`. */
async function lineOf(process_: ChildProcessWithoutNullStreams, prefix: string): Promise<string> {
  let text = '';
  for await (const chunk of process_.stdout) {
    text += String(chunk);
    const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
    if (line) return line.slice(prefix.length).trim();
  }
  throw new Error(`the child ended without '${prefix}'`);
}

function settledMemory(): { heap: number; rss: number } {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, rss: usage.rss };
}

async function memoryPerStream(app: FastifyInstance, token: string): Promise<void> {
  const before = settledMemory();
  const clients = child('sse-clients.ts', [`${await baseUrlOf(app)}/api/events`, String(STREAMS), token]);
  const opened = Number.parseInt(await lineOf(clients, 'open '), 10);
  while (app.services.events.hub.size() < opened) await new Promise((resolve) => setTimeout(resolve, 50));
  const after = settledMemory();
  const kib = (bytes: number) => `${(bytes / opened / 1024).toFixed(1)} KiB`;
  console.info(
    `${opened.toLocaleString('en-US')} member streams on one process: ${kib(after.heap - before.heap)} of heap ` +
      `and ${kib(after.rss - before.rss)} of resident memory per stream ` +
      `(process total ${(after.rss / 1024 / 1024).toFixed(0)} MiB)`,
  );
  clients.stdin.end();
  await once(clients, 'exit');
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function fanOutLatency(app: FastifyInstance, databaseUrl: string): Promise<void> {
  const peer = child('sse-peer.ts', [databaseUrl]);
  const port = await lineOf(peer, 'port ');
  const client = await openSse(`http://127.0.0.1:${port}`, '/api/public/events');
  const latencies: number[] = [];
  const calls: number[] = [];
  try {
    for (let change = 0; change < CHANGES; change++) {
      const startMs = performance.now();
      await app.services.rewardsPool.fund(null, { amount: '1', note: 'benchmark' });
      calls.push(performance.now() - startMs);
      const event = await client.next('transparency');
      latencies.push((event.receivedAtMs ?? Number.NaN) - startMs);
    }
  } finally {
    client.close();
    peer.stdin.end();
    await once(peer, 'exit');
  }
  latencies.sort((a, b) => a - b);
  calls.sort((a, b) => a - b);
  console.info(
    `fan-out across two processes, ${CHANGES} ledger changes: change → client p50 ` +
      `${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms ` +
      `(the change's own service call: p50 ${percentile(calls, 0.5).toFixed(1)} ms)`,
  );
}

export async function runSseBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info('skipped: the SSE benchmark runs on PostgreSQL (two processes); set DATABASE_URL');
    return;
  }
  const name = `nova_bench_sse_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = withDatabase(url, name);
  const database = openPostgres(databaseUrl, 10);
  try {
    await runMigrations(database);
    // One member opens every stream here: the per-member cap is raised to measure memory per stream.
    const config = loadConfig({
      DEMO: 'false',
      DATA_DIR: '/tmp/nova-bench-unused',
      LOG_LEVEL: 'silent',
      EVENTS_MAX_PER_MEMBER: String(STREAMS),
      EVENTS_MAX_TOTAL: String(STREAMS * 2),
    });
    const app = await buildApp({ config, database, clock: systemClock });
    await app.services.ledger.ensureSystemAccounts();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const member = await createMember({ app, database, clock: systemClock } as never);
      await memoryPerStream(app, member.token);
      await fanOutLatency(app, databaseUrl);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
