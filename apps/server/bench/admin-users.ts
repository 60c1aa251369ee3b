import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { ensureSystemAccounts } from '../src/modules/ledger/index.ts';
import { withDatabase } from '../test/global-setup.ts';

/**
 * The admin Users tab at scale: a page of 20 among BENCH_MEMBERS (default 100,000)
 * members, each with two ledger transfers, and a referral tree of depth 5 over BENCH_TREE
 * (default 10,000) descendants. Figures only: the median of RUNS reads after a warm-up.
 * Targets: a page under 50 ms, the tree under 200 ms.
 */
const MEMBERS = Number.parseInt(process.env.BENCH_MEMBERS ?? '100000', 10);
const TREE = Math.min(MEMBERS - 1, Number.parseInt(process.env.BENCH_TREE ?? '10000', 10));
const RUNS = 15;

const step = (label: string, since: number) =>
  console.info(`  seeded ${label} in ${((performance.now() - since) / 1000).toFixed(1)} s`);

async function seed(database: Database): Promise<string> {
  const { db } = database;
  await ensureSystemAccounts(db);
  let since = performance.now();
  await db.execute(sql`insert into users (id, full_name, email, password_hash, referral_code, created_at)
    select gen_random_uuid(), 'Member ' || g, 'member' || g || '@example.com', 'bench', 'B' || g,
      timestamp '2026-01-01' + g * interval '1 second'
    from generate_series(1, ${MEMBERS}) g`);
  step('members', since);
  since = performance.now();
  await db.execute(sql`insert into ledger_accounts (id, key, kind, user_id, normal_balance, guarded, credits_posted)
    select gen_random_uuid(), 'member:' || u.id || ':' || k.kind, 'member_' || k.kind, u.id, 'credit', true, 100000000
    from users u cross join (values ('deposit'), ('earnings')) as k(kind)`);
  // Two posted transfers per member (a deposit and a daily reward), so the ledger figures have rows to
  // read; the system accounts they come from are opened first.
  await db.execute(sql`insert into ledger_transfers (id, key, debit_account_id, credit_account_id, amount, phase, type, user_id, description)
    select gen_random_uuid(), 'bench:' || a.key, s.id, a.id, 100000000, 'single',
      case when a.kind = 'member_deposit' then 'DEPOSIT' else 'VIP_EARNINGS' end, a.user_id, 'bench'
    from ledger_accounts a cross join (select id from ledger_accounts where key = 'system:custody:BEP20') s
    where a.user_id is not null`);
  step('accounts and transfers', since);
  since = performance.now();
  // A 7-ary tree: member n (n > 1) was referred by member (n − 2) / 7 + 1; 10,000 nodes reach depth 5.
  await db.execute(sql`with numbered as (
      select id, row_number() over (order by created_at) as n from users
    )
    update users set referrer_id = parent.id
    from numbered child join numbered parent on parent.n = (child.n - 2) / 7 + 1
    where users.id = child.id and child.n between 2 and ${TREE + 1}`);
  // Members of the referral tree also received a referral bonus each.
  await db.execute(sql`insert into ledger_transfers (id, key, debit_account_id, credit_account_id, amount, phase, type, user_id, description, metadata)
    select gen_random_uuid(), 'bench-bonus:' || a.key, s.id, a.id, 5000000, 'single', 'REFERRAL_BONUS', a.user_id, 'bench',
      jsonb_build_object('sourceUserId', a.user_id, 'level', 1)
    from ledger_accounts a
    join users u on u.id = a.user_id and u.referrer_id is not null
    cross join (select id from ledger_accounts where key = 'system:rewards_pool') s
    where a.kind = 'member_earnings'`);
  // Every seeded transfer credits a member account: its totals by type, as the transfer path keeps them.
  await db.execute(sql`insert into ledger_account_totals (account_id, type, credits, debits, credit_count, debit_count)
    select credit_account_id, type, sum(amount), 0, count(*), 0 from ledger_transfers group by 1, 2`);
  await db.execute(sql`analyze`);
  step('referral tree', since);
  const rows = (await db.execute(sql`select id from users order by created_at limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  const root = rows.rows[0]?.id;
  if (!root) throw new Error('no members seeded');
  return root;
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function measure(label: string, database: Database): Promise<void> {
  await runMigrations(database);
  const root = await seed(database);
  const config = loadConfig({
    DEMO: 'false',
    DATA_DIR: path.join(tmpdir(), 'nova-bench-unused'),
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, clock: new ManualClock('2026-06-01T00:00:00Z') });
  const { adminUsers } = app.services;
  const tree = await adminUsers.referralTree(root, 5);
  const figures: [string, number, number][] = [
    ['users page 1 of 20', await median(() => adminUsers.list({ page: 1, limit: 20 })), 50],
    ['users page 2,500 of 20', await median(() => adminUsers.list({ page: MEMBERS / 40, limit: 20 })), 50],
    [
      'users search by email',
      await median(() => adminUsers.list({ page: 1, limit: 20, search: 'member77777@' })),
      50,
    ],
    [
      `referral tree, depth 5, ${tree.totalDescendants} descendants`,
      await median(() => adminUsers.referralTree(root, 5)),
      200,
    ],
  ];
  console.info(`${label} (${MEMBERS.toLocaleString('en-US')} members; median of ${RUNS})`);
  for (const [name, ms, target] of figures) {
    console.info(`  ${name.padEnd(48)} ${ms.toFixed(1).padStart(8)} ms  (target < ${target} ms)`);
  }
  await app.close();
}

export async function runAdminUsersBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) await onPostgres(url);
  else console.info('(set DATABASE_URL to measure PostgreSQL as well)');
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-bench-'));
  const embedded = await openPglite(path.join(dir, 'pgdata'));
  try {
    await measure('embedded PGlite', embedded);
  } finally {
    await embedded.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string): Promise<void> {
  const name = `nova_bench_users_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(withDatabase(url, name), 4);
  database.pool?.on('error', () => undefined);
  try {
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
