import { toMicros } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { defaultSettlementOptions, runSettlement } from '../src/jobs/settle-earning-sessions.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { systemAccountKey } from '../src/modules/ledger/index.ts';
import { withDatabase } from '../test/global-setup.ts';
import { auditLedger } from '../test/ledger-audit.ts';

/**
 * Settles BENCH_SESSIONS (default 1,000,000) completed earning sessions on PostgreSQL through the
 * real settlement (ledger transfers, counters, session updates, in batches run as the job runs
 * them), then times a plain INSERT … SELECT writing as many rows into a copy of the transfers
 * table, and prints the ratio. The ledger auditor checks the ledger at the end.
 */
const SESSIONS = Number.parseInt(process.env.BENCH_SESSIONS ?? '1000000', 10);
const MEMBERS = Math.max(1, Math.min(10_000, SESSIONS));
const BATCH = Number.parseInt(process.env.BENCH_BATCH ?? '1000', 10);

const seconds = (fromMs: number) => (performance.now() - fromMs) / 1000;
const rate = (rows: number, secs: number) => Math.round(rows / secs).toLocaleString('en-US');

async function seed(db: ReturnType<typeof openPostgres>['db'], openAccounts: (id: string) => Promise<void>) {
  await db.execute(sql`insert into users (id, password_hash, referral_code)
    select gen_random_uuid(), 'bench', 'BENCH' || g from generate_series(1, ${MEMBERS}) g`);
  const ids = ((await db.execute(sql`select id from users`)) as unknown as { rows: { id: string }[] }).rows;
  for (let index = 0; index < ids.length; index += 50) {
    await Promise.all(ids.slice(index, index + 50).map((row) => openAccounts(row.id)));
  }
  // Each member gets one completed session per day, over as many past days as needed.
  await db.execute(sql`insert into earning_sessions
      (id, user_id, vip_level_id, vip_level_name, day, reward, credit_at, started_at, ends_at, due_at)
    select gen_random_uuid(), u.id, gen_random_uuid(), 'Bench', d.day, 1000000, 'end',
      d.day::timestamptz, d.day::timestamptz + interval '1 hour', d.day::timestamptz + interval '1 hour'
    from (select id, row_number() over (order by id) as n from users) u
    cross join lateral (
      select (date '2020-01-01' + g)::date as day from generate_series(0, ${Math.ceil(SESSIONS / MEMBERS) - 1}) g
    ) d
    order by d.day, u.n
    limit ${SESSIONS}`);
}

export async function runSettlementBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info('skipped: the settlement benchmark runs on PostgreSQL; set DATABASE_URL');
    return;
  }
  const name = `nova_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(withDatabase(url, name), 4);
  try {
    await runMigrations(database);
    const config = loadConfig({ DEMO: 'false', DATA_DIR: '/tmp/nova-bench-unused', LOG_LEVEL: 'silent' });
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const app = await buildApp({ config, database, clock });
    const { ledger } = app.services;
    await seed(database.db, (id) => ledger.openMemberAccounts(id));
    const funded = await ledger.transfer({
      key: 'bench:pool',
      debitAccountKey: systemAccountKey('operator_equity'),
      creditAccountKey: systemAccountKey('rewards_pool'),
      amountMicros: toMicros(String(SESSIONS)),
      type: 'POOL_FUNDING',
      description: 'Benchmark funding',
    });
    if (!funded.ok) throw new Error(`pool funding refused: ${funded.status}`);
    await database.db.execute(sql`analyze`);
    console.info(
      `${SESSIONS.toLocaleString('en-US')} completed sessions of ${MEMBERS.toLocaleString('en-US')} members`,
    );

    const settleStart = performance.now();
    const { credited } = await runSettlement(app, {
      batchSizeMax: BATCH,
      batchesPerRunMax: Number.POSITIVE_INFINITY,
    });
    const settleSecs = seconds(settleStart);
    if (credited !== SESSIONS) throw new Error(`credited ${credited} of ${SESSIONS} sessions`);
    console.info(
      `settlement: ${settleSecs.toFixed(1)} s, ${rate(SESSIONS, settleSecs)} sessions/s (batches of ${BATCH}, ${defaultSettlementOptions.workers} at once, as the job runs them)`,
    );

    await database.db.execute(
      sql`create table bench_transfers (like ledger_transfers including defaults including indexes)`,
    );
    const insertStart = performance.now();
    await database.db.execute(sql`insert into bench_transfers
        (id, key, debit_account_id, credit_account_id, amount, phase, type, user_id, description, metadata, created_at)
      select gen_random_uuid(), 'bench:' || s.id, t.debit_account_id, t.credit_account_id, s.reward, 'single',
        'VIP_EARNINGS', s.user_id, 'Daily VIP Earnings (Bench)', jsonb_build_object('sessionId', s.id), now()
      from earning_sessions s join ledger_transfers t on t.id = s.transfer_id`);
    const insertSecs = seconds(insertStart);
    console.info(
      `plain INSERT … SELECT of ${SESSIONS.toLocaleString('en-US')} rows: ${insertSecs.toFixed(1)} s, ${rate(SESSIONS, insertSecs)} rows/s`,
    );
    console.info(`ratio: settlement takes ${(settleSecs / insertSecs).toFixed(1)}× the plain insert`);
    const audit = await auditLedger(database.db);
    if (audit.problems.length > 0)
      throw new Error(`the auditor found problems:\n${audit.problems.join('\n')}`);
    console.info(`auditor: ${audit.transferCount.toLocaleString('en-US')} transfers, no problems`);
    await app.close();
  } finally {
    await database.close();
    // The pool resolves before its sockets close; wait for them so the drop kills no client.
    for (let tries = 0; tries < 100; tries++) {
      const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
      if (open.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
