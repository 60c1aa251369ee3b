import { createHash, randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { networks } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Address, getAddress } from 'viem';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { sendBatchTransfers } from '../src/dev-chains/batch-transfers.ts';
import { mineBlocks } from '../src/dev-chains/dev-chain-actions.ts';
import { installMulticall3, startDevChains } from '../src/dev-chains/dev-chains.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { resolveChainSettings } from '../src/modules/chain/index.ts';
import { ensureSystemAccounts } from '../src/modules/ledger/index.ts';
import { withDatabase } from '../test/global-setup.ts';

/**
 * Proof of reserves at scale, on PostgreSQL (DATABASE_URL) against the local chains:
 * BENCH_PROOF_MEMBERS (default 100,000) members each owed something and each with a personal
 * deposit address, BENCH_PROOF_FUNDED of those addresses holding tokens on chain. Times one whole
 * snapshot (target < 60 s) and the member's proof read `GET /api/proof/me` (target < 20 ms at the
 * 95th percentile over PROOF_READS members). Members, ledger rows and addresses are seeded with bulk
 * SQL; the chain side is real: the deposit watcher reads the transfers, then the snapshot reads
 * through Multicall3, on both local chains, the balances of the addresses that received a token.
 */
const MEMBERS = Number.parseInt(process.env.BENCH_PROOF_MEMBERS ?? '100000', 10);
const FUNDED = Math.min(MEMBERS, Number.parseInt(process.env.BENCH_PROOF_FUNDED ?? '1000', 10));
const PROOF_READS = 200;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

/** Members owed 1 to 1,000 USD each, in a deposit account, with one personal address each. */
async function seedLedger(database: Database): Promise<void> {
  const { db } = database;
  await ensureSystemAccounts(db);
  await db.execute(sql`insert into users (id, full_name, email, password_hash, referral_code, created_at)
    select gen_random_uuid(), 'Member ' || g, 'member' || g || '@example.com', 'bench', 'P' || g,
      timestamp '2026-01-01' + g * interval '1 second'
    from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`insert into ledger_accounts (id, key, kind, user_id, normal_balance, guarded, credits_posted)
    select gen_random_uuid(), 'member:' || u.id || ':deposit', 'member_deposit', u.id, 'credit', true,
      (1 + (row_number() over (order by u.created_at)) % 1000) * 1000000
    from users u`);
  await db.execute(sql`insert into ledger_accounts (id, key, kind, user_id, normal_balance, guarded)
    select gen_random_uuid(), 'member:' || u.id || ':earnings', 'member_earnings', u.id, 'credit', true
    from users u`);
  // The custody account holds what the members were credited, as the deposit path keeps it.
  await db.execute(sql`update ledger_accounts set debits_posted =
      (select sum(credits_posted) from ledger_accounts where kind = 'member_deposit')
    where key = 'system:custody:BEP20'`);
  // A deterministic distinct address per member (20 bytes from two digests of its number).
  await db.execute(sql`insert into deposit_addresses (id, user_id, derivation_index, address, created_at)
    select gen_random_uuid(), u.id, row_number() over (order by u.created_at) - 1,
      '0x' || substr(md5('a' || u.id), 1, 20) || substr(md5('b' || u.id), 1, 20), now()
    from users u`);
  await db.execute(sql`analyze`);
}

/** Opens a session for each of `count` members; answers their ids and bearer tokens. */
async function signIn(database: Database, count: number): Promise<{ userId: string; token: string }[]> {
  const picked = (await database.db.execute(
    sql`select id from users order by random() limit ${count}`,
  )) as unknown as { rows: { id: string }[] };
  const members = picked.rows.map((row) => ({
    userId: row.id,
    token: randomBytes(32).toString('base64url'),
  }));
  for (const member of members) {
    const hash = createHash('sha256').update(member.token).digest('hex');
    await database.db.execute(sql`insert into sessions (id, user_id, token_hash, created_at, expires_at)
      values (gen_random_uuid(), ${member.userId}, ${hash}, now(), now() + interval '1 day')`);
  }
  return members;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function measure(database: Database): Promise<void> {
  const dev = await startDevChains();
  try {
    // The BSC-like chain has Multicall3 already; the bench gives the Polygon-like one it too.
    await installMulticall3(dev.chains.POLYGON.provider);
    await runMigrations(database);
    let phase = await timed(() => seedLedger(database));
    console.info(
      `  seeded ${MEMBERS.toLocaleString('en-US')} members, accounts, addresses in ${seconds(phase.ms)}`,
    );

    const addresses = (
      (await database.db.execute(
        sql`select address from deposit_addresses order by derivation_index limit ${FUNDED}`,
      )) as unknown as { rows: { address: string }[] }
    ).rows.map((row) => getAddress(row.address) as Address);
    phase = await timed(async () => {
      for (const network of networks)
        await sendBatchTransfers(dev.chains[network], {
          token: 'USDT',
          recipients: addresses,
          count: addresses.length,
          transfersPerTx: 200,
        });
    });
    console.info(`  funded ${FUNDED} personal addresses on each chain in ${seconds(phase.ms)}`);

    const config = loadConfig({
      ...dev.env,
      DEMO: 'false',
      DATA_DIR: path.join(tmpdir(), 'nova-bench-unused'),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({
      config,
      database,
      clock: new ManualClock('2026-06-01T00:00:00Z'),
      // A shared benchmark machine can take longer than a real node for one batch of calls.
      chainSettings: resolveChainSettings(config, dev.identities, {
        pollingIntervalMs: 50,
        networkCheckTimeoutMs: 120_000,
        rpcTimeoutMs: 120_000,
      }),
    });
    try {
      const { chain, proofs, deposits } = app.services;
      // The deposit watcher reads every transfer up to the final block first: the snapshot reads
      // balances at the block it has read, and only the addresses it saw receive a token.
      phase = await timed(async () => {
        for (const network of networks) {
          await mineBlocks(dev.chains[network], 20);
          for (let round = 0; !(await deposits.watcher.run(network)).caughtUp; round++)
            if (round > 100) throw new Error(`the ${network} watcher never caught up`);
        }
      });
      console.info(
        `  the deposit watcher read both chains in ${seconds(phase.ms)} (not part of the snapshot)`,
      );
      // The chain reads inside the snapshot, timed apart from the rest (ledger read, tree, writes).
      const chainReads: string[] = [];
      let chainMs = 0;
      let chainCpu: NodeJS.CpuUsage | undefined;
      const readTokenBalances = chain.readTokenBalances;
      chain.readTokenBalances = async (network, addresses, atBlock) => {
        // The networks are read side by side: the CPU used from the first start to the last end.
        const cpuAtStart = process.cpuUsage();
        const read = await timed(() => readTokenBalances(network, addresses, atBlock));
        chainCpu = process.cpuUsage(cpuAtStart);
        chainMs = Math.max(chainMs, read.ms);
        chainReads.push(
          `${network}: ${read.value.balances.length.toLocaleString('en-US')} balances via ${read.value.via} in ${seconds(read.ms)}`,
        );
        return read.value;
      };
      const cpuBefore = process.cpuUsage();
      const snapshot = await timed(() => proofs.take());
      const cpu = process.cpuUsage(cpuBefore);
      const id = snapshot.value as string;
      const published = await proofs.published(id);
      console.info(
        `  snapshot of ${published.members.toLocaleString('en-US')} members, ${published.reserves.length} reserve rows: ${seconds(snapshot.ms)} (target < 60 s)`,
      );
      for (const block of published.blocks)
        console.info(
          `    ${block.network} at block ${block.blockNumber}: read ${block.addressesRead} addresses, skipped ${block.addressesSkipped} that never received a token`,
        );
      for (const line of chainReads) console.info(`    ${line}`);
      console.info(`    everything but the chain reads: ${seconds(snapshot.ms - chainMs)}`);
      // CPU time of this process (the in-process chains included): what the host's load does not inflate.
      const cpuMs = (usage: NodeJS.CpuUsage | undefined) =>
        ((usage?.user ?? 0) + (usage?.system ?? 0)) / 1000;
      console.info(
        `    CPU time: ${seconds(cpuMs(cpu))} in all, ${seconds(cpuMs(chainCpu))} while reading the chains; load average ${loadavg()[0]?.toFixed(1)}`,
      );

      const members = await signIn(database, PROOF_READS);
      // Each member's proof and, as the baseline, the same member's profile (the session check and
      // one row), alternated so both see the same load; a first pass warms the caches.
      const times = { proof: [] as number[], profile: [] as number[] };
      const routes = [
        ['proof', '/api/proof/me'],
        ['profile', '/api/auth/profile'],
      ] as const;
      for (const [i, member] of [...members, ...members].entries()) {
        for (const [kind, url] of routes) {
          const start = performance.now();
          const res = await app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${member.token}` },
          });
          const ms = performance.now() - start;
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
          if (kind === 'proof' && res.json().included !== true)
            throw new Error('a seeded member has no leaf');
          if (i >= members.length) times[kind].push(ms);
        }
      }
      for (const [kind, url] of routes) {
        const list = times[kind].sort((a, b) => a - b);
        console.info(
          `  GET ${url} over ${PROOF_READS} members: p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms${kind === 'proof' ? ' (target < 20 ms)' : ' (baseline)'}`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await dev.stop();
  }
}

export async function runProofsBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info('(set DATABASE_URL: the proof-of-reserves benchmark runs on PostgreSQL)');
    return;
  }
  const name = `nova_bench_proofs_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(withDatabase(url, name), 4);
  database.pool?.on('error', () => undefined);
  try {
    console.info(`PostgreSQL, local chains (${MEMBERS.toLocaleString('en-US')} members)`);
    await measure(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
