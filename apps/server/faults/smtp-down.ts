import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createMember } from '../test/members.ts';
import type { TestSmtp } from '../test/smtp.ts';
import { creditEarnings, payoutAddress } from '../test/withdrawal-fixtures.ts';
import type { Cluster } from './cluster.ts';
import { countLost, createHarness, type Figures, micros } from './harness.ts';
import { Tally } from './load.ts';
import { startServer } from './server-process.ts';

/**
 * SMTP refusing every message while members register and ask for a password reset, and while an
 * administrator rejects other members' withdrawals: all must succeed at once; when SMTP is back,
 * the outbox's retry (after its back-off) must deliver each member's verification code and then
 * the reset code, and each rejection's notification, each exactly once, and the code must work.
 */
const MEMBERS = 10;
/** Verified members whose withdrawal an administrator rejects while SMTP is down. */
const REJECTED = 5;
const REJECTED_SUBJECT = /Your withdrawal was rejected$/;
const PASSWORD = 'Faults-Secret9';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function smtpDownScenario(cluster: Cluster, smtp: TestSmtp): Promise<Figures> {
  const h = await createHarness(cluster, new Date());
  const problems: string[] = [];
  const notes: string[] = [];
  const admin = await createMember(h.t, { isAdmin: true });
  const rejected = [];
  for (let i = 0; i < REJECTED; i++) {
    const member = await createMember(h.t);
    await creditEarnings(h.t, member.userId, '50');
    rejected.push(member);
  }
  const server = await startServer({ DATABASE_URL: h.url, SMTP_URL: smtp.url, TRUST_PROXY: '1' });
  const tally = new Tally();
  const emails = Array.from({ length: MEMBERS }, (_, i) => `smtp-down-${i}@example.com`);
  smtp.failing = true;
  const downAt = performance.now();
  const tokens: string[] = [];
  for (const [i, email] of emails.entries()) {
    const headers = { 'x-forwarded-for': `10.77.0.${i + 1}` };
    const registered = await tally.call(server.baseUrl, 'POST', '/api/auth/register', {
      headers,
      body: { email, password: PASSWORD },
    });
    if (registered.status !== 201) problems.push(`register answered ${registered.status}`);
    tokens.push((registered.body as { token?: string } | undefined)?.token ?? '');
    const reset = await tally.call(server.baseUrl, 'POST', '/api/auth/forgot-password', {
      headers,
      body: { email },
    });
    if (reset.status !== 200) problems.push(`forgot-password answered ${reset.status}`);
  }
  // A notification, queued in the transaction of the event it reports: a rejected withdrawal.
  for (const member of rejected) {
    const requested = await tally.call(server.baseUrl, 'POST', '/api/withdrawal/request', {
      token: member.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { amount: '10', currency: 'USDT', network: 'BEP20', walletAddress: payoutAddress },
    });
    const id = (requested.body as { withdrawal?: { id: string } } | undefined)?.withdrawal?.id;
    if (requested.status !== 201 || !id) {
      problems.push(`withdrawal request answered ${requested.status}`);
      continue;
    }
    const refused = await tally.call(server.baseUrl, 'PATCH', `/api/admin/withdrawals/${id}/process`, {
      token: admin.token,
      headers: { 'idempotency-key': randomUUID() },
      body: { action: 'REJECT', adminNotes: 'Faults: SMTP is down' },
    });
    if (refused.status !== 200) problems.push(`the rejection answered ${refused.status}`);
  }
  // Long enough for the outbox to have tried and failed every message at least once.
  await sleep(5000);
  const deliveredWhileDown = smtp.delivered.length;
  smtp.failing = false;
  notes.push(
    `SMTP down for ${Math.round(performance.now() - downAt)} ms; delivered meanwhile: ${deliveredWhileDown}`,
  );
  const backAt = performance.now();
  const recipients = [...emails, ...rejected.map((member) => member.email)];
  const expected = MEMBERS * 2 + REJECTED;
  while (mailsTo(smtp, recipients) < expected && performance.now() - backAt < 120_000) await sleep(200);
  notes.push(
    `all ${expected} messages delivered ${Math.round(performance.now() - backAt)} ms after SMTP was back`,
  );
  await sleep(3000);

  let lost = 0;
  for (const [i, email] of emails.entries()) {
    const mails = smtp.delivered.filter((mail) => mail.to.includes(email));
    const verification = mails.findIndex((mail) => /verification code is \d{6}/.test(mail.raw));
    if (mails.length !== 2) {
      lost += 1;
      problems.push(`${email} received ${mails.length} messages, not 2`);
    } else if (verification !== 0) problems.push(`${email}: the codes arrived out of order`);
    const code = /verification code is (\d{6})/.exec(mails[verification]?.raw ?? '')?.[1];
    const verified = await tally.call(server.baseUrl, 'POST', '/api/auth/verify-email', {
      token: tokens[i],
      body: { otp: code ?? '000000' },
    });
    if (verified.status !== 200)
      problems.push(
        `${email}: the delivered code answered ${verified.status} ${JSON.stringify(verified.body)}`,
      );
  }
  for (const member of rejected) {
    const mails = smtp.delivered.filter((mail) => mail.to.includes(member.email));
    if (mails.length !== 1 || !REJECTED_SUBJECT.test(mails[0]?.subject ?? '')) {
      lost += 1;
      problems.push(
        `${member.email} received ${mails.map((mail) => `"${mail.subject}"`).join(', ') || 'nothing'}, not one rejection`,
      );
    }
  }
  // The rejection gave the 10 back: the member's earnings are whole, with one withdrawal stored.
  lost += await countLost(
    h,
    rejected.map((member) => ({ userId: member.userId, earnings: [micros('50')], withdrawals: 1 })),
  );
  const [failedRows] = await h.rows<{ n: number }>(
    sql`select count(*)::int as n from email_outbox where sent_at is null`,
  );
  if ((failedRows?.n ?? 0) > 0) problems.push(`${failedRows?.n} messages still unsent`);
  problems.push(...(await h.audit()));
  if (server.exited()) problems.push(`the server process ended: ${server.exited()}`);
  await server.kill('SIGTERM');
  await h.close();
  return {
    scenario: `SMTP down, then back (${MEMBERS} members registering, ${REJECTED} notified)`,
    requests: tally.sent,
    errors: tally.errors(),
    longestUnavailableMs: 0,
    lost,
    notes,
    problems,
  };
}

/** Messages delivered to any of `emails`. */
export function mailsTo(smtp: TestSmtp, emails: string[]): number {
  return smtp.delivered.filter((mail) => mail.to.some((to) => emails.includes(to))).length;
}
