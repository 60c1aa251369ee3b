import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestSmtp } from '../test/smtp.ts';
import type { Cluster } from './cluster.ts';
import { until } from './deposit-world.ts';
import { createHarness, type Figures } from './harness.ts';
import { Tally } from './load.ts';
import { startServer } from './server-process.ts';
import { mailsTo } from './smtp-down.ts';

/**
 * A server process SIGKILLed inside its outbox sender: members register while the mail server
 * takes each message's data and never answers, so the sender waits mid-send; the process is
 * killed there and a second one must send every message exactly once. A message the mail server
 * never accepted is not delivered, so sending it again is not a second copy. The dead process's
 * claims (2 minutes) are ended by the suite to stand in for that time passing.
 */
const MEMBERS = 10;
const PASSWORD = 'Faults-Secret9';

export async function killOutboxScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date());
  const problems: string[] = [];
  const notes: string[] = [];
  const tally = new Tally();
  const env = { DATABASE_URL: h.url, SMTP_URL: smtp.url, TRUST_PROXY: '1' };
  const emails = Array.from({ length: MEMBERS }, (_, i) => `kill-outbox-${i}@example.com`);
  smtp.holding = true;
  smtp.held = 0;
  const first = await startServer(env);
  for (const [i, email] of emails.entries()) {
    const registered = await tally.call(first.baseUrl, 'POST', '/api/auth/register', {
      headers: { 'x-forwarded-for': `10.78.0.${i + 1}` },
      body: { email, password: PASSWORD },
    });
    if (registered.status !== 201) problems.push(`register answered ${registered.status}`);
  }
  await until('the sender waiting mid-send', 60_000, async () => smtp.held > 0);
  await first.kill('SIGKILL');
  smtp.holding = false;
  notes.push(`messages taken but never accepted when the process was killed: ${smtp.held}`);
  const admin = new pg.Client({ connectionString: h.url });
  await admin.connect();
  await admin.query('update email_outbox set locked_until = now() where sent_at is null');
  await admin.end();

  const second = await startServer(env);
  const startedAt = performance.now();
  try {
    await until('every message delivered', 90_000, async () => mailsTo(smtp, emails) >= MEMBERS);
    notes.push(
      `the second process (start included) sent them in ${Math.round(performance.now() - startedAt)} ms`,
    );
  } catch (error) {
    problems.push((error as Error).message);
  }
  // Time for a second copy to show up, were one to be sent.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  let lost = 0;
  for (const email of emails) {
    const received = smtp.delivered.filter((mail) => mail.to.includes(email)).length;
    if (received !== 1) {
      lost += 1;
      problems.push(`${email} received ${received} messages, not 1`);
    }
  }
  const [unsent] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from email_outbox where sent_at is null`,
  );
  if ((unsent?.n ?? 0) > 0) problems.push(`${unsent?.n} messages still unsent`);
  problems.push(...(await h.audit()));
  if (second.exited()) problems.push(`the second process ended: ${second.exited()}`);
  await second.kill('SIGTERM');
  await h.close();
  return {
    scenario: `SIGKILL inside the outbox sender (${MEMBERS} messages)`,
    requests: tally.sent,
    errors: tally.errors(),
    longestUnavailableMs: 0,
    lost,
    notes,
    problems,
  };
}
