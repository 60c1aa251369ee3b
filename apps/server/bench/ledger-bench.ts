import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createLedgerService } from '../src/modules/ledger/index.ts';
import { withDatabase } from '../test/global-setup.ts';
import { auditLedger } from '../test/ledger-audit.ts';
import {
  type LedgerFixture,
  measurePlainInsert,
  measureService,
  prepareLedger,
  type Workload,
} from './ledger-transfers.ts';

/**
 * Ledger transfers per second through the ledger service on PostgreSQL, with the project's pool of
 * 10 connections, in a throwaway database dropped afterwards. Each figure is printed beside its
 * baseline measured just before it in the same run (see ledger-transfers.ts) and the ratio; the
 * auditor checks the ledger at the end. Figures, never pass/fail (benchmarks are not tests).
 * BENCH_LEDGER_TRANSFERS sets the transfers per measurement with 50 writers (a tenth with one).
 */
const TRANSFERS = Number.parseInt(process.env.BENCH_LEDGER_TRANSFERS ?? '20000', 10);
const WRITERS = 50;
const POOL_SIZE = 10;
const TARGET_PER_SECOND = 5_000;

interface Run {
  label: string;
  workload: Workload;
  writers: number;
  count: number;
}

const runs: Run[] = [
  { label: '1 writer, uniform accounts', workload: 'uniform', writers: 1, count: Math.ceil(TRANSFERS / 10) },
  { label: `${WRITERS} writers, uniform accounts`, workload: 'uniform', writers: WRITERS, count: TRANSFERS },
  { label: `${WRITERS} writers, hot account`, workload: 'hot', writers: WRITERS, count: TRANSFERS },
];

const format = (perSecond: number) => Math.round(perSecond).toLocaleString('en-US').padStart(8);

async function measureAll(database: Database): Promise<void> {
  const ledger = createLedgerService({ database, clock: systemClock });
  const fixture: LedgerFixture = await prepareLedger(database, ledger);
  // Warm-up: connections opened, plans cached, code paths compiled.
  await measureService(ledger, fixture, 'uniform', 500, WRITERS);
  await measurePlainInsert(database, 500, WRITERS);
  console.info(`${'  workload'.padEnd(36)} service /s  baseline /s   ratio`);
  for (const run of runs) {
    const baseline = await measurePlainInsert(database, run.count, run.writers);
    const service = await measureService(ledger, fixture, run.workload, run.count, run.writers);
    console.info(
      `  ${run.label.padEnd(34)} ${format(service)}    ${format(baseline)}   ${(service / baseline).toFixed(2)}×`,
    );
  }
  console.info(`  target: ${TARGET_PER_SECOND.toLocaleString('en-US')}/s uniform with ${WRITERS} writers`);
  const audit = await auditLedger(database.db);
  if (audit.problems.length > 0) throw new Error(`the auditor found problems:\n${audit.problems.join('\n')}`);
  console.info(`  auditor: ${audit.transferCount.toLocaleString('en-US')} transfers, no problems`);
}

export async function runLedgerBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info('skipped: the ledger benchmark runs on PostgreSQL; set DATABASE_URL');
    return;
  }
  console.info(
    `ledger service: transfers per second, ${TRANSFERS.toLocaleString('en-US')} per measurement, pool of ${POOL_SIZE};` +
      ' baseline: a plain one-row INSERT per transaction with as many writers',
  );
  const name = `nova_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(withDatabase(url, name), POOL_SIZE);
  // A pooled connection still closing when its database is dropped reports an error that means nothing here.
  database.pool?.on('error', () => undefined);
  try {
    await runMigrations(database);
    await measureAll(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
