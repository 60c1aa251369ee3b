import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeBtcpay, startFakeBtcpay } from '../../../test/fake-btcpay.ts';
import {
  bearer,
  createMember,
  registerMember,
  TEST_PASSWORD,
  type TestMember,
} from '../../../test/members.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creditEarnings, requestWithdrawal } from '../../../test/withdrawal-fixtures.ts';
import { emailOutbox } from './outbox.tables.ts';

/** A port nothing listens on (yet): the mail server is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('email outbox with the mail server down, then up (rule 40)', () => {
  let t: TestApp;
  let port: number;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('registers while SMTP is down, retries with backoff, and delivers the code once it is back', async () => {
    const email = 'down.then.up@example.com';
    const member = await registerMember(t.app, { email });
    const queued = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(queued).toHaveLength(1);

    expect(await t.app.services.outbox.sendDue()).toMatchObject({ sent: 0, retrying: 1 });
    const [first] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
    expect(first?.lastError).toMatch(/ECONNREFUSED/);
    expect(first?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 30_000);

    // Not due yet: nothing is tried. Then the second failure waits twice as long.
    expect(await t.app.services.outbox.sendDue()).toMatchObject({ sent: 0, retrying: 0 });
    t.clock.advance(30_000);
    expect(await t.app.services.outbox.sendDue()).toMatchObject({ retrying: 1 });
    const [second] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(second?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 60_000);

    smtp = await startSmtp(port);
    smtp.drain = () => t.app.services.outbox.sendDue();
    t.clock.advance(60_000);
    const code = await smtp.codeFor(email);
    expect(smtp.delivered.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    const [sent] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(sent).toMatchObject({ attempts: 3, lastError: null });
    expect(sent?.sentAt).not.toBeNull();

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp: code },
    });
    expect(verified.statusCode).toBe(200);
    // Sent once: a later run finds nothing more to send.
    expect(await t.app.services.outbox.sendDue()).toMatchObject({ sent: 0, retrying: 0 });
  });
});

describe('member emails (rule 43)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestMember;
  let btcpay: FakeBtcpay;
  beforeAll(async () => {
    smtp = await startSmtp();
    btcpay = await startFakeBtcpay();
    t = await createTestApp({ SMTP_URL: smtp.url, ...btcpay.env });
    smtp.drain = () => t.app.services.outbox.sendDue(100);
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await btcpay.stop();
  });

  const mailTo = async (to: string) => {
    await smtp.drain?.();
    return smtp.delivered
      .filter((mail) => mail.to.includes(to))
      .map((mail) => `${mail.subject}\n${mail.text}`);
  };

  it('tells the verified address of a password change, and nothing of a refused one', async () => {
    const member = await registerMember(t.app);
    const email = member.user.email ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp: await smtp.codeFor(email) },
    });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(member.token),
        payload: { currentPassword, newPassword: 'Newer456', confirmPassword: 'Newer456' },
      });
    expect((await change('Wrong999')).statusCode).toBe(422);
    expect((await mailTo(email)).filter((raw) => raw.includes('password was changed'))).toHaveLength(0);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    expect(
      (await mailTo(email)).filter((raw) => raw.includes('Nova: Your password was changed')),
    ).toHaveLength(1);
  });

  it('tells the old address of an email change', async () => {
    const member = await registerMember(t.app);
    const email = member.user.email ?? '';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp: await smtp.codeFor(email) },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(member.token),
      payload: { email: 'moved.elsewhere@example.com', currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await mailTo(email)).some((raw) => raw.includes('Nova: Your email address was changed'))).toBe(
      true,
    );
  });

  it('tells the member of a completed and of a rejected withdrawal', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '100');
    const process = (id: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/withdrawals/${id}/process`,
        headers: bearer(admin.token),
        payload,
      });
    const first = (await requestWithdrawal(t, member.token, { amount: '20' })).json().withdrawal.id;
    expect(
      (await process(first, { action: 'REJECT', adminNotes: 'Address on a blocklist' })).statusCode,
    ).toBe(200);
    const rejected = (await mailTo(member.email)).find((raw) => raw.includes('withdrawal was rejected'));
    expect(rejected).toContain('20.00 USDT on BEP20');
    expect(rejected).toContain('Reason: Address on a blocklist');

    const second = (await requestWithdrawal(t, member.token, { amount: '30' })).json().withdrawal.id;
    expect((await process(second, { action: 'APPROVE' })).statusCode).toBe(200);
    expect((await mailTo(member.email)).some((raw) => raw.includes('withdrawal was sent'))).toBe(false);
    const third = await process(second, {
      action: 'COMPLETE',
      transactionHash: `0x${'ab'.repeat(32)}`,
      acknowledgeMismatch: true,
    });
    expect(third.statusCode, third.body).toBe(200);
    expect(
      (await mailTo(member.email)).filter((raw) => raw.includes('Nova: Your withdrawal was sent')),
    ).toHaveLength(1);
  });

  it('tells the member of a credited deposit', async () => {
    const member = await createMember(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deposit/create',
      headers: bearer(member.token),
      payload: { amount: '120', currency: 'BTC' },
    });
    expect(created.statusCode).toBe(201);
    const invoiceId = [...btcpay.invoices.values()].at(-1)?.id as string;
    (btcpay.invoices.get(invoiceId) as { status: string }).status = 'Settled';
    const { body, headers } = btcpay.webhook(invoiceId, 'InvoiceSettled');
    const settled = await t.app.inject({
      method: 'POST',
      url: '/api/deposit/btcpay/webhook',
      payload: body,
      headers,
    });
    expect(settled.statusCode).toBe(200);
    const credited = (await mailTo(member.email)).find((raw) =>
      raw.includes('Nova: Your deposit was credited'),
    );
    expect(credited).toContain('120.00 BTC has been credited');
  });
});
