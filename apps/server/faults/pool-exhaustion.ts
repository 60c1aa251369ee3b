import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestMember } from '../test/members.ts';
import type { TestSmtp } from '../test/smtp.ts';
import { creditEarnings, payoutAddress } from '../test/withdrawal-fixtures.ts';
import type { Cluster } from './cluster.ts';
import { countLost, createHarness, type Figures, micros } from './harness.ts';
import { liveness, probe, Tally, untilAnswered } from './load.ts';
import { SEEDED, seedLevels, seedMembers } from './members.ts';
import { startServer } from './server-process.ts';

/**
 * Another client takes what the server needs from PostgreSQL (rule 45), three ways: every
 * connection slot of the cluster (new connections refused: "too many clients"); a lock that keeps
 * every pooled connection waiting; and rows of some members locked again and again, so that their
 * requests keep the pool busy while the others' requests wait for a connection at each of their
 * queries. A request must wait at most DATABASE_CONNECT_TIMEOUT_MS for connections in all (however
 * many it needs in turn) before it answers 503, never 500; the process must stay up, every
 * acknowledged withdrawal must be there once, and the server must hold no more connections
 * afterwards than its pool.
 */
const MEMBERS = 20;
/** The third fault's members: those whose rows another client locks, and those it leaves alone. */
const LOCKED = 30;
const FREE = 4;
/** Earnings besides the seeded 50, so that the third fault's members do not run out of them. */
const EXTRA_EARNINGS = '450';
/** How long another client holds each locked member's row at a time, and how long the fault lasts. */
const ROW_LOCK_MS = 5000;
const ROW_LOCKS_FOR_MS = 8000;
const CONNECT_TIMEOUT_MS = 1000;
/**
 * What a 503 may take beyond the bound, measured from here: the request's way in and its answer's
 * way out and a timer firing late (about 10 ms on a quiet machine), plus the longest answer of a
 * request that waits for no connection meanwhile (what a busy machine adds to any request).
 */
const ANSWER_SLACK_MS = 500;
const POOL_SIZE = 10;
const DAY_MS = 24 * 3600 * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One member's withdrawals of 10, each resent with its key until answered for good, `spend` of
 * them, then reads of their history; each answer's time (a 503 resent included) goes to `took`.
 */
async function withdrawals(
  baseUrl: string,
  tally: Tally,
  member: TestMember,
  stop: () => boolean,
  options: { spend: number; pauseMs: number; took?: number[] },
) {
  let acknowledged = 0;
  while (!stop()) {
    // Once the earnings are spent, the member keeps reading their withdrawals.
    if (acknowledged === options.spend) {
      await tally.call(baseUrl, 'GET', '/api/withdrawal/history', { token: member.token });
      await sleep(100);
      continue;
    }
    const key = randomUUID();
    const answer = await untilAnswered(async () => {
      const startedAt = performance.now();
      const answer = await tally.call(baseUrl, 'POST', '/api/withdrawal/request', {
        token: member.token,
        headers: { 'idempotency-key': key },
        body: { amount: '10', currency: 'USDT', network: 'BEP20', walletAddress: payoutAddress },
      });
      options.took?.push(performance.now() - startedAt);
      return answer;
    });
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`withdrawal answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    acknowledged += 1;
    if (options.pauseMs === 0) continue;
    await tally.call(baseUrl, 'GET', '/api/wallet/stats', { token: member.token });
    await sleep(options.pauseMs);
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
  const seeded = await seedMembers(h, levels, MEMBERS + LOCKED + FREE);
  const members = seeded.slice(0, MEMBERS);
  const locked = seeded.slice(MEMBERS, MEMBERS + LOCKED);
  const free = seeded.slice(MEMBERS + LOCKED);
  for (const member of [...locked, ...free]) await creditEarnings(h.t, member.userId, EXTRA_EARNINGS);
  const server = await startServer({
    DATABASE_URL: h.url,
    SMTP_URL: smtp.url,
    DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    PGAPPNAME: 'nova-server',
  });
  const tally = new Tally();
  const availability = probe(server.baseUrl, '/api/withdrawal/history', (members[0] as TestMember).token);
  const live = liveness(server.baseUrl);
  let stopped = false;
  const load = Promise.all(
    members.map((member) =>
      withdrawals(server.baseUrl, tally, member, () => stopped, { spend: 4, pauseMs: 300 }),
    ),
  );
  await sleep(500);

  // 1. Every connection slot taken, the server's own connections ended.
  const before = tally.count((status) => status === 503);
  const hog = await takeEverySlot(h.url);
  const [first] = hog;
  // The server reconnects into the slots its ended connections freed: take those too, until it
  // holds none.
  for (let round = 0; round < 20; round++) {
    const ended = await first?.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'nova-server'`,
    );
    hog.push(...(await takeEverySlot(h.url)));
    if ((ended?.rowCount ?? 0) === 0) break;
  }
  notes.push(`slots taken by another client: ${hog.length}`);
  await sleep(3000);
  const refusedAnswers = tally.count((status) => status === 503) - before;
  if (refusedAnswers === 0) problems.push('no request was refused while every slot was taken');
  for (const client of hog.slice(1)) await client.end();

  // 2. Every pooled connection kept busy behind a lock the other client holds.
  await first?.query('begin');
  await first?.query('lock table withdrawals in access exclusive mode');
  await sleep(3000);
  await first?.query('commit');
  await first?.end();
  notes.push(
    `503 answers while the slots were taken: ${refusedAnswers}; before: ${before}; after, behind the lock: ${tally.count((s) => s === 503) - before - refusedAnswers}`,
  );

  // The first members stop, so that the server's own work does not blur the third fault's waits.
  stopped = true;
  const acknowledged = await load;

  // 3. Every pooled connection kept busy by other members' slow work. Other clients hold the rows
  // of LOCKED members (`for update`, one client per member, from before the load starts), so that
  // those members' withdrawals (whose insert waits for the member's row) hold the server's
  // connections; the turns are staggered, so a connection comes free every ROW_LOCK_MS / LOCKED,
  // one at a time. The FREE members' withdrawals wait for nothing but connections, at each of
  // their five or six queries in turn: each wait is shorter than the bound, all of them are not.
  const lockers = await Promise.all(
    locked.map(async (member) => {
      const client = new pg.Client({ connectionString: h.url });
      await client.connect();
      await client.query('begin');
      await client.query('select id from users where id = $1 for update', [member.userId]);
      return client;
    }),
  );
  let rowsLocked = true;
  const freeTook: number[] = [];
  const lockedLoad = Promise.all(
    locked.map((member) =>
      withdrawals(server.baseUrl, tally, member, () => !rowsLocked, { spend: 40, pauseMs: 0 }),
    ),
  );
  const freeLoad = Promise.all(
    free.map((member) =>
      withdrawals(server.baseUrl, tally, member, () => !rowsLocked, {
        spend: 40,
        pauseMs: 0,
        took: freeTook,
      }),
    ),
  );
  const rowLocksEndAt = performance.now() + ROW_LOCKS_FOR_MS;
  // Held until the turn is over or the fault is, whichever comes first.
  const hold = (ms: number) => sleep(Math.max(0, Math.min(ms, rowLocksEndAt - performance.now())));
  await Promise.all(
    lockers.map(async (locker, i) => {
      await hold((ROW_LOCK_MS / LOCKED) * (i + 1));
      await locker.query('commit');
      while (performance.now() < rowLocksEndAt) {
        await locker.query('begin');
        await locker.query('select id from users where id = $1 for update', [locked[i]?.userId]);
        await hold(ROW_LOCK_MS);
        await locker.query('commit');
      }
      await locker.end();
    }),
  );
  rowsLocked = false;
  const lockedAcknowledged = await lockedLoad;
  const freeAcknowledged = await freeLoad;
  const freeLongestMs = Math.round(Math.max(0, ...freeTook));
  notes.push(
    `while other members' rows were locked: ${freeTook.length} answers to the others' withdrawals, the longest ${freeLongestMs} ms; withdrawals acknowledged ${lockedAcknowledged.reduce((a, b) => a + b, 0)} locked, ${freeAcknowledged.reduce((a, b) => a + b, 0)} others`,
  );

  const longest = await availability.stop();
  const machineMs = await live.stop();
  notes.push(`longest answer of a request that waits for no connection: ${machineMs} ms`);
  // The server's own figure: each 503's warning line says how long that request waited for connections.
  const serverWaitMs = [...server.output().matchAll(/"connectWaitMs":(\d+)/g)].reduce(
    (most, match) => Math.max(most, Number(match[1])),
    0,
  );
  notes.push(`longest wait for connections the server logged with a 503: ${serverWaitMs} ms`);
  const allowedMs = CONNECT_TIMEOUT_MS + ANSWER_SLACK_MS + machineMs;
  notes.push(
    `longest wait before a 503: ${tally.slowest503Ms} ms (${tally.slowest503 || 'none'}); bound ${CONNECT_TIMEOUT_MS} ms per request, allowed ${allowedMs} ms with the answer's way and the machine's own delay`,
  );
  if (tally.slowest503Ms > allowedMs)
    problems.push(
      `a request waited ${tally.slowest503Ms} ms before its 503 (${tally.slowest503}), past ${allowedMs} ms`,
    );
  if (serverWaitMs > allowedMs)
    problems.push(
      `the server logged a 503 after waiting ${serverWaitMs} ms for connections, past ${allowedMs} ms`,
    );
  // Answered or refused, a request that waits only for connections is answered within the bound.
  if (freeLongestMs > allowedMs)
    problems.push(
      `a withdrawal waiting only for connections took ${freeLongestMs} ms to be answered, past ${allowedMs} ms`,
    );

  if (server.exited()) problems.push(`the server process ended: ${server.exited()}\n${server.output()}`);
  if (tally.count((status) => status >= 500 && status !== 503) > 0)
    problems.push('answers other than 503 among 5xx');

  const outcome = (member: TestMember, earned: bigint, withdrawn: number) => {
    const expected = earned - micros('10') * BigInt(withdrawn);
    // The settlement job may have paid the member's session by now (2 of earnings).
    return { userId: member.userId, earnings: [expected, expected + micros('2')], withdrawals: withdrawn };
  };
  const seededEarnings = micros(SEEDED.earnings);
  const withExtra = seededEarnings + micros(EXTRA_EARNINGS);
  const lost = await countLost(h, [
    ...members.map((member, i) => outcome(member, seededEarnings, acknowledged[i] ?? 0)),
    ...locked.map((member, i) => outcome(member, withExtra, lockedAcknowledged[i] ?? 0)),
    ...free.map((member, i) => outcome(member, withExtra, freeAcknowledged[i] ?? 0)),
  ]);
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
    scenario: `Connections exhausted by another client (${MEMBERS + LOCKED + FREE} members)`,
    requests: tally.sent,
    errors: tally.errors(),
    longestUnavailableMs: longest,
    lost,
    notes,
    problems,
  };
}
