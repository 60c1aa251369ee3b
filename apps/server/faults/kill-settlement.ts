import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestSmtp } from '../test/smtp.ts';
import type { Cluster } from './cluster.ts';
import { createHarness, type Figures, micros } from './harness.ts';
import { SEEDED, seedLevels, seedMembers } from './members.ts';
import { startServer } from './server-process.ts';

/**
 * A server process SIGKILLed inside its settlement job: the suite holds the rewards pool's row
 * locked, so the job's first batch (its sessions taken, its transaction open) waits on it; the
 * process is killed there, the lock released, and a second process finishes the work. Every
 * session must be paid exactly once and every balance be the seeded one plus one reward.
 */
const MEMBERS = 200;
const DAY_MS = 24 * 3600 * 1000;

export async function killSettlementScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date(Date.now() - DAY_MS - 3600_000));
  const problems: string[] = [];
  const notes: string[] = [];
  const levels = await seedLevels(h);
  const members = await seedMembers(h, levels, MEMBERS);
  const env = { DATABASE_URL: h.url, SMTP_URL: smtp.url, PGAPPNAME: 'nova-server' };
  const blocker = new pg.Client({ connectionString: h.url });
  await blocker.connect();
  await blocker.query('begin');
  await blocker.query(`select 1 from ledger_accounts where key = 'system:rewards_pool' for update`);
  const first = await startServer(env);
  for (;;) {
    const waiting = await blocker.query(
      `select 1 from pg_stat_activity where application_name = 'nova-server' and wait_event_type = 'Lock'`,
    );
    if (waiting.rowCount) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await first.kill('SIGKILL');
  await blocker.query('commit');
  await blocker.end();
  const paidBefore = await paidSessions(h);
  notes.push(`sessions paid when the first process was killed: ${paidBefore} of ${MEMBERS}`);
  const startedAt = performance.now();
  const second = await startServer(env);
  while ((await paidSessions(h)) < MEMBERS && performance.now() - startedAt < 60_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  notes.push(
    `the second process (start included) finished in ${Math.round(performance.now() - startedAt)} ms`,
  );
  const paid = await paidSessions(h);
  if (paid !== MEMBERS) problems.push(`${paid} session rewards for ${MEMBERS} sessions`);
  const [pending] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from earning_sessions where status <> 'credited'`,
  );
  if ((pending?.n ?? 0) > 0) problems.push(`${pending?.n} sessions left unpaid`);
  let lost = 0;
  for (const member of members) {
    const actual = await h.available(member.userId);
    if (actual.earnings !== micros(SEEDED.earnings) + micros('2')) lost += 1;
  }
  problems.push(...(await h.audit()));
  if (second.exited()) problems.push(`the second process ended: ${second.exited()}`);
  await second.kill('SIGTERM');
  await h.close();
  return {
    scenario: `SIGKILL inside settlement (${MEMBERS} sessions)`,
    requests: 0,
    errors: 'none',
    longestUnavailableMs: 0,
    lost,
    notes,
    problems,
  };
}

/** Session rewards paid by the servers (the seeded earnings are marked as the fixtures' own). */
async function paidSessions(h: Awaited<ReturnType<typeof createHarness>>): Promise<number> {
  const [row] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from ledger_transfers
      where type = 'VIP_EARNINGS' and description not like '%(test)'`,
  );
  return row?.n ?? 0;
}
