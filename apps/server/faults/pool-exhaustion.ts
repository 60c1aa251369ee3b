import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestMember } from '../test/fixtures.ts';
import type { TestSmtp } from '../test/smtp.ts';
import { payoutAddress } from '../test/withdrawal-fixtures.ts';
import type { Cluster } from './cluster.ts';
import { createHarness, type Figures, micros } from './harness.ts';
import { probe, Tally, untilAnswered } from './load.ts';
import { SEEDED, seedLevels, seedMembers } from './members.ts';
import { startServer } from './server-process.ts';

/**
 * Another client takes what the server needs from PostgreSQL (rule 45), twice: first every
 * connection slot of the cluster (new connections refused: "too many clients"), then a lock that
 * keeps every pooled connection busy. Requests must wait at most DATABASE_CONNECT_TIMEOUT_MS for a
 * connection, answer 503 and never 500, the process must stay up, every acknowledged withdrawal
 * must be there once, and the server must hold no more connections afterwards than its pool.
 */
const MEMBERS = 20;
const CONNECT_TIMEOUT_MS = 1000;
const POOL_SIZE = 10;
const DAY_MS = 24 * 3600 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withdrawals(baseUrl: string, tally: Tally, member: TestMember, stop: () => boolean) {
  let acknowledged = 0;
  while (!stop()) {
    // Once the earnings are spent, the member keeps reading their withdrawals.
    if (acknowledged === 4) {
      await tally.call(baseUrl, 'GET', '/api/withdrawal/history', { token: member.token });
      await sleep(100);
      continue;
    }
    const key = randomUUID();
    const answer = await untilAnswered(() =>
      tally.call(baseUrl, 'POST', '/api/withdrawal/request', {
        token: member.token,
        headers: { 'idempotency-key': key },
        body: { amount: '10', currency: 'USDT', network: 'BEP20', walletAddress: payoutAddress },
      }),
    );
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`withdrawal answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    acknowledged += 1;
    await tally.call(baseUrl, 'GET', '/api/wallet/stats', { token: member.token });
    await sleep(300);
  }
  return acknowledged;
}

/** Opens connections until PostgreSQL refuses one; returns them. */
async function takeEverySlot(url: string): Promise<pg.Client[]> {
  const hog: pg.Client[] = [];
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch {
      return hog;
    }
    hog.push(client);
  }
}

export async function poolExhaustionScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date(Date.now() - DAY_MS - 3600_000));
  const problems: string[] = [];
  const notes: string[] = [];
  const levels = await seedLevels(h);
  const members = await seedMembers(h, levels, MEMBERS);
  const server = await startServer({
    DATABASE_URL: h.url,
    SMTP_URL: smtp.url,
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    PGAPPNAME: 'nova-server',
  });
  const tally = new Tally();
  const availability = probe(server.baseUrl, '/api/withdrawal/history', (members[0] as TestMember).token);
  let stopped = false;
  const load = Promise.all(
    members.map((member) => withdrawals(server.baseUrl, tally, member, () => stopped)),
  );
  await sleep(500);

  // 1. Every connection slot taken, the server's own connections ended.
  const hog = await takeEverySlot(h.url);
  const [first] = hog;
  await first?.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'nova-server'`,
  );
  notes.push(`slots taken by another client: ${hog.length}`);
  await sleep(3000);
  const refusedAnswers = tally.count((status) => status === 503);
  for (const client of hog.slice(1)) await client.end();

  // 2. Every pooled connection kept busy behind a lock the other client holds.
  await first?.query('begin');
  await first?.query('lock table withdrawals in access exclusive mode');
  await sleep(3000);
  await first?.query('commit');
  await first?.end();
  notes.push(
    `503 answers while the slots were taken: ${refusedAnswers}; in all: ${tally.count((s) => s === 503)}`,
  );
  notes.push(`longest wait before a 503: ${tally.slowest503Ms} ms (bound ${CONNECT_TIMEOUT_MS} ms)`);

  stopped = true;
  const acknowledged = await load;
  const longest = await availability.stop();
  if (server.exited()) problems.push(`the server process ended: ${server.exited()}\n${server.output()}`);
  if (tally.count((status) => status >= 500 && status !== 503) > 0)
    problems.push('answers other than 503 among 5xx');

  let lost = 0;
  for (const [i, member] of members.entries()) {
    const withdrawn = acknowledged[i] ?? 0;
    const actual = await h.available(member.userId);
    const expectedEarnings = micros(SEEDED.earnings) - micros('10') * BigInt(withdrawn);
    // The settlement job may have paid the member's session by now (2 of earnings).
    const settled = actual.earnings - expectedEarnings === micros('2');
    if (actual.earnings !== expectedEarnings && !settled) lost += 1;
    const [stored] = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from withdrawals where user_id = ${member.userId}`,
    );
    if (stored?.n !== withdrawn) lost += 1;
  }
  problems.push(...(await h.audit()));
  const [held] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where application_name = 'nova-server'`,
  );
  notes.push(`server connections afterwards: ${held?.n} (pool ${POOL_SIZE} + 1 listener)`);
  if ((held?.n ?? 0) > POOL_SIZE + 1) problems.push(`the server holds ${held?.n} connections`);
  notes.push(`server memory at the end: ${await server.rssMiB()} MiB; process still up: ${!server.exited()}`);
  await server.kill('SIGTERM');
  await h.close();
  return {
    scenario: `Connections exhausted by another client (${MEMBERS} members)`,
    requests: tally.sent,
    errors: tally.errors(),
    longestUnavailableMs: longest,
    lost,
    notes,
    problems,
  };
}
