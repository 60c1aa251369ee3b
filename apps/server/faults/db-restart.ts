import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestMember } from '../test/members.ts';
import type { TestSmtp } from '../test/smtp.ts';
import { payoutAddress } from '../test/withdrawal-fixtures.ts';
import type { Cluster } from './cluster.ts';
import { countLost, createHarness, type Figures, micros } from './harness.ts';
import { probe, Tally, untilAnswered } from './load.ts';
import { type Levels, SEEDED, seedLevels, seedMembers } from './members.ts';
import { startServer } from './server-process.ts';

/**
 * PostgreSQL restarted (fast shutdown, then start) while 50 members request withdrawals and join
 * a level and the settlement job pays their sessions (rule 45). Every intent is retried with its
 * Idempotency-Key until the server answers it for good; afterwards every acknowledged request must
 * be in the database once, every session paid once, and every balance what the answers say.
 */
const MEMBERS = 50;
const DAY_MS = 24 * 3600 * 1000;

interface Outcome {
  withdrawals: number;
  upgraded: boolean;
}

async function memberLoad(baseUrl: string, tally: Tally, member: TestMember, levels: Levels) {
  const outcome: Outcome = { withdrawals: 0, upgraded: false };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
  const steps = ['withdraw', 'join', 'withdraw', 'withdraw'] as const;
  for (const step of steps) {
    await pause();
    const key = randomUUID();
    const send = () =>
      step === 'join'
        ? tally.call(baseUrl, 'POST', '/api/vip/join', {
            token: member.token,
            headers: { 'idempotency-key': key },
            body: { vipLevelId: levels.second.id },
          })
        : tally.call(baseUrl, 'POST', '/api/withdrawal/request', {
            token: member.token,
            headers: { 'idempotency-key': key },
            body: { amount: '10', currency: 'USDT', network: 'BEP20', walletAddress: payoutAddress },
          });
    const answer = await untilAnswered(send);
    const acknowledged = answer.status >= 200 && answer.status < 300;
    if (!acknowledged) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (step === 'join') outcome.upgraded = true;
    else outcome.withdrawals += 1;
  }
  return outcome;
}

export async function dbRestartScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date(Date.now() - DAY_MS - 3600_000));
  const problems: string[] = [];
  const notes: string[] = [];
  const levels = await seedLevels(h);
  const members = await seedMembers(h, levels, MEMBERS);
  console.info(`seeded ${MEMBERS} members; starting a server process`);
  const server = await startServer({
    DATABASE_URL: h.url,
    SMTP_URL: smtp.url,
    DATABASE_CONNECT_TIMEOUT_MS: '2000',
  });
  console.info('server up; load and restart');
  const tally = new Tally();
  const availability = probe(server.baseUrl, '/api/wallet/stats', (members[0] as TestMember).token);
  const load = Promise.all(members.map((member) => memberLoad(server.baseUrl, tally, member, levels)));
  await new Promise((resolve) => setTimeout(resolve, 400));
  cluster.stop();
  const stoppedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  cluster.start();
  const backAt = performance.now();
  notes.push(`database away for ${Math.round(backAt - stoppedAt)} ms (fast shutdown, 1.5 s down, start)`);
  const outcomes = await load;
  while (availability.firstUpAfter(backAt) === undefined)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const servingAgainMs = Math.round((availability.firstUpAfter(backAt) as number) - backAt);
  notes.push(`serving again ${servingAgainMs} ms after the database was back`);
  if (servingAgainMs > 5000) problems.push(`served again only after ${servingAgainMs} ms`);
  const longest = await availability.stop();

  // The settlement job runs every 15 s: wait for it to have paid every session.
  for (let waited = 0; ; waited++) {
    const [due] = await h.rows<{ n: number }>(
      sql`select count(*)::int as n from earning_sessions where status <> 'credited'`,
    );
    if (due?.n === 0) break;
    if (waited > 400) {
      problems.push(`${due?.n} sessions never paid`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (server.exited()) problems.push(`the server process ended: ${server.exited()}\n${server.output()}`);

  const dailyReward = micros('2');
  const lost = await countLost(
    h,
    members.map((member, i) => {
      const outcome = outcomes[i] as Outcome;
      const paid = outcome.upgraded ? levels.second.amount : levels.first.amount;
      return {
        userId: member.userId,
        deposit: micros(SEEDED.deposit) - micros(paid),
        earnings: [micros(SEEDED.earnings) + dailyReward - micros('10') * BigInt(outcome.withdrawals)],
        withdrawals: outcome.withdrawals,
      };
    }),
  );
  const [twice] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from (select metadata->>'sessionId' from ledger_transfers
      where type = 'VIP_EARNINGS' and metadata ? 'sessionId' group by 1 having count(*) > 1) paid_twice`,
  );
  if ((twice?.n ?? 0) > 0) problems.push(`${twice?.n} sessions paid twice`);
  const [rewards] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from ledger_transfers where type = 'VIP_EARNINGS' and description not like '%(test)'`,
  );
  notes.push(`sessions paid: ${rewards?.n} of ${MEMBERS}`);
  if (rewards?.n !== MEMBERS) problems.push(`${rewards?.n} session rewards for ${MEMBERS} sessions`);
  problems.push(...(await h.audit()));
  notes.push(`server memory at the end: ${await server.rssMiB()} MiB; process still up: ${!server.exited()}`);
  await server.kill('SIGTERM');
  await h.close();
  return {
    scenario: `PostgreSQL fast restart under load (${MEMBERS} members)`,
    requests: tally.sent,
    errors: tally.errors(),
    longestUnavailableMs: longest,
    lost,
    notes,
    problems,
  };
}
