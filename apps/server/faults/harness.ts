import { toMicros } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { auditLedger } from '../test/ledger-audit.ts';
import type { TestApp } from '../test/test-app.ts';
import type { Cluster } from './cluster.ts';

/**
 * The suite's side of the database: a fresh database in the throwaway cluster, migrated, and an
 * app in this process over it (never listening, no jobs) to set up what a scenario is not testing
 * (members with sessions, funded accounts, levels) exactly as the module tests do, then to audit
 * the ledger and read balances afterwards.
 */
export interface Harness {
  url: string;
  t: TestApp;
  /** The ledger auditor's problems (must be none). */
  audit(): Promise<string[]>;
  /** A member's available balances in micro-units. */
  available(userId: string): Promise<{ deposit: bigint; earnings: bigint }>;
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

let databases = 0;

export async function createHarness(cluster: Cluster, clockAt: Date): Promise<Harness> {
  databases += 1;
  const name = `nova_faults_${databases}`;
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = cluster.url(name);
  const database: Database = openPostgres(url, 4);
  await runMigrations(database);
  console.info(`database ${name} migrated`);
  const clock = new ManualClock(clockAt);
  const config = loadConfig({ DEMO: 'false', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-unused' });
  const app: FastifyInstance = await buildApp({ config, database, clock });
  await app.services.ledger.ensureSystemAccounts();
  const t = { app, database, clock, config, close: async () => undefined } as TestApp;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    url,
    t,
    rows,
    audit: async () => (await auditLedger(database.db)).problems,
    async available(userId) {
      const balances = await app.services.ledger.memberBalances(userId);
      return { deposit: balances.deposit.availableMicros, earnings: balances.earnings.availableMicros };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const micros = (amount: string) => toMicros(amount);

/** What the answers acknowledged for one member: balances (any of several, when a job may have paid meanwhile) and withdrawals. */
export interface Acknowledged {
  userId: string;
  deposit?: bigint;
  earnings: bigint[];
  withdrawals: number;
}

/**
 * The nothing-lost check: one count per member whose available balances differ from every
 * acknowledged outcome, and one per member whose stored withdrawals are not exactly the
 * acknowledged ones (a request lost or made twice).
 */
export async function countLost(h: Harness, members: Acknowledged[]): Promise<number> {
  let lost = 0;
  for (const member of members) {
    const actual = await h.available(member.userId);
    const depositOk = member.deposit === undefined || actual.deposit === member.deposit;
    if (!depositOk || !member.earnings.includes(actual.earnings)) lost += 1;
    const [stored] = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from withdrawals where user_id = ${member.userId}`,
    );
    if (stored?.n !== member.withdrawals) lost += 1;
  }
  return lost;
}

/** What a scenario prints and the suite checks: `lost` must be 0 and `problems` empty. */
export interface Figures {
  scenario: string;
  requests: number;
  errors: string;
  longestUnavailableMs: number;
  lost: number;
  notes: string[];
  problems: string[];
}

export function report(figures: Figures): void {
  console.info(`\n--- ${figures.scenario}`);
  console.info(`requests sent: ${figures.requests}`);
  console.info(`errors by status: ${figures.errors}`);
  console.info(`longest unavailability: ${figures.longestUnavailableMs} ms`);
  console.info(`lost: ${figures.lost}`);
  for (const note of figures.notes) console.info(note);
  for (const problem of figures.problems) console.info(`PROBLEM: ${problem}`);
  console.info(figures.problems.length === 0 && figures.lost === 0 ? 'verdict: ok' : 'verdict: FAILED');
}
