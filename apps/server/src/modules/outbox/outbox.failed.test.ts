import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, registerMember, type TestMember } from '../../../test/members.ts';
import { startSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creditEarnings, requestWithdrawal } from '../../../test/withdrawal-fixtures.ts';
import { ATTEMPTS_MAX, backoffMs } from './outbox.service.ts';

/** Decision 021: every email multipart, named and linked; failed ones listed, retried, counted. */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('email that cannot vanish', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestMember;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      SITE_NAME: 'Acme <Club>',
      PUBLIC_URL: 'https://club.example.com/',
      METRICS_TOKEN,
    });
    smtp.drain = () => t.app.services.outbox.sendDue(100);
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends plain text and HTML, naming the site, linking to its pages, with one signature', async () => {
    const member = await registerMember(t.app);
    const email = member.user.email ?? '';
    const code = await smtp.codeFor(email);
    const mail = smtp.lastTo(email);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.subject).toBe('Acme <Club>: Your verification code');
    expect(mail.text).toContain(`Your verification code is ${code}.`);
    expect(mail.text).toContain('Verify your email: https://club.example.com/verify-email');
    expect(mail.text.trimEnd().endsWith('— Acme <Club>\nhttps://club.example.com')).toBe(true);
    expect(mail.html).toContain(`Your verification code is ${code}.`);
    expect(mail.html).toContain('href="https://club.example.com/verify-email"');
    // The site's name is escaped in the HTML part, never markup.
    expect(mail.html).toContain('— Acme &lt;Club&gt;');
    expect(mail.html).not.toContain('<Club>');
  });

  it("escapes what others wrote, and links a withdrawal's news to the withdrawal page", async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '50');
    const { id } = (await requestWithdrawal(t, member.token, { amount: '20' })).json().withdrawal;
    const rejected = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${id}/process`,
      headers: bearer(admin.token),
      payload: { action: 'REJECT', adminNotes: '<img src=x onerror=alert(1)> & "more"' },
    });
    expect(rejected.statusCode).toBe(200);
    await smtp.drain?.();
    const mail = smtp.lastTo(member.email);
    expect(mail.text).toContain('Reason: <img src=x onerror=alert(1)> & "more"');
    expect(mail.html).toContain('Reason: &lt;img src=x onerror=alert(1)&gt; &amp; &quot;more&quot;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('See your withdrawals: https://club.example.com/withdraw');
  });

  it('lists an email given up to administrators, counts it, and sends it on Retry', async () => {
    const email = 'never.arrives@example.com';
    smtp.failing = true;
    await registerMember(t.app, { email });
    for (let attempt = 1; attempt <= ATTEMPTS_MAX; attempt += 1) {
      await t.app.services.outbox.sendDue(100);
      t.clock.advance(backoffMs(attempt));
    }
    const list = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/outbox/failed', headers: bearer(token) });
    const member = await createMember(t);
    expect((await list(member.token)).statusCode).toBe(403);
    const listed = await list(admin.token);
    expect(listed.statusCode).toBe(200);
    const { data, total } = listed.json();
    expect(total).toBe(1);
    expect(data).toEqual([
      {
        id: expect.any(String),
        recipient: 'n***@example.com',
        subject: 'Acme <Club>: Your verification code',
        reason: expect.stringMatching(/mailbox unavailable/),
        attempts: ATTEMPTS_MAX,
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    const metrics = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body;
    expect(await metrics()).toMatch(/nova_email_outbox_failed 1/);
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(admin.token),
    });
    expect(stats.json().data).toMatchObject({ failedEmails: 1, mailDisabled: false });

    smtp.failing = false;
    const retry = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${data[0].id}/retry`,
        headers: bearer(token),
      });
    expect((await retry(member.token)).statusCode).toBe(403);
    expect((await retry(admin.token)).statusCode).toBe(200);
    expect(await smtp.codeFor(email)).toMatch(/^\d{6}$/);
    expect((await list(admin.token)).json()).toEqual({ data: [], total: 0 });
    expect(await metrics()).toMatch(/nova_email_outbox_failed 0/);
    // Sent: there is nothing left to retry.
    expect((await retry(admin.token)).statusCode).toBe(404);
  });
});
