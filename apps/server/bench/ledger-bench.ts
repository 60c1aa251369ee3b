import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { withDatabase } from '../test/global-setup.ts';
import { ledgerBalances, measureTransfers, prepareLedger } from './ledger-transfers.ts';

/**
 * Ledger transfers: throughput figures, never pass/fail (benchmarks are not tests). Runs on the
 * embedded database always, and on PostgreSQL too when DATABASE_URL is set (in a throwaway
 * database it drops afterwards). BENCH_LEDGER_TRANSFERS sets the transfers per measurement.
 */
const transfersPerRun = Number.parseInt(process.env.BENCH_LEDGER_TRANSFERS ?? '1000', 10);
const WARM_UP = 100;
const POSTGRES_CONCURRENCY = 8;

interface Figure {
  label: string;
  perSecond: number;
}

async function bench(database: Database, runs: { label: string; concurrency: number }[]): Promise<Figure[]> {
  await runMigrations(database);
  const fixture = await prepareLedger(database);
  await measureTransfers(database, fixture, WARM_UP, 1);
  const figures: Figure[] = [];
  for (const run of runs) {
    const perSecond = await measureTransfers(database, fixture, transfersPerRun, run.concurrency);
    figures.push({ label: run.label, perSecond });
  }
  if (!(await ledgerBalances(database)))
    throw new Error('posted debits and credits differ after the benchmark');
  return figures;
}

async function embedded(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-bench-'));
  const database = await openPglite(path.join(dir, 'pgdata'));
  try {
    return await bench(database, [{ label: 'embedded PGlite, 1 at a time', concurrency: 1 }]);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<Figure[]> {
  const name = `nova_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(withDatabase(url, name), POSTGRES_CONCURRENCY);
  // A pooled connection still closing when its database is dropped reports an error that means nothing here.
  database.pool?.on('error', () => undefined);
  try {
    return await bench(database, [
      { label: 'PostgreSQL, 1 at a time', concurrency: 1 },
      { label: `PostgreSQL, ${POSTGRES_CONCURRENCY} at a time`, concurrency: POSTGRES_CONCURRENCY },
    ]);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runLedgerBench(): Promise<void> {
  console.info(`ledger transfers per second (${transfersPerRun} per run, each in its own transaction)`);
  const figures = await embedded();
  const url = process.env.DATABASE_URL;
  if (url) figures.push(...(await postgres(url)));
  else console.info('(set DATABASE_URL to measure PostgreSQL as well)');
  const baseline = figures[0]?.perSecond ?? 1;
  for (const figure of figures) {
    const ratio = (figure.perSecond / baseline).toFixed(2);
    console.info(
      `  ${figure.label.padEnd(32)} ${Math.round(figure.perSecond).toString().padStart(7)} /s  ${ratio}x`,
    );
  }
  console.info('note: measured with the ledger steps written out by hand until the ledger service lands.');
}
