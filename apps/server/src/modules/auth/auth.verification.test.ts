import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailedApp } from '../../../test/mailed-app.ts';
import {
  authTableCounts,
  bearer,
  clientAddresses,
  registerMember,
  uniqueEmail,
} from '../../../test/members.ts';
import type { TestSmtp } from '../../../test/smtp.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { escapeHtml } from '../../lib/html.ts';
import { emailCodes, users } from './auth.tables.ts';

describe('email verification over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailedApp());
  });
  afterAll(() => close());

  const nextIp = clientAddresses(3);
  const verify = (token: string, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(token),
      payload: { otp },
      remoteAddress: nextIp(),
    });
  const resend = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: bearer(token),
      remoteAddress: nextIp(),
    });
  const newMember = async () => {
    const email = uniqueEmail('verify');
    const member = await registerMember(t.app, { email });
    return { ...member, email, code: await smtp.codeFor(email) };
  };
  const verifiedAt = async (id: string) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.emailVerifiedAt;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies with the code from the delivered email, once', async () => {
    const member = await newMember();
    const res = await verify(member.token, member.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Email verified successfully!',
      user: { id: member.user.id, isEmailVerified: true },
    });
    expect(await verifiedAt(member.user.id)).toEqual(t.clock.now());
    const [code] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, member.user.id));
    expect(code?.consumedAt).toEqual(t.clock.now());

    const again = await verify(member.token, member.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Your email is already verified.');
  });

  it('strips non-digits from the code', async () => {
    const member = await newMember();
    const spaced = `${member.code.slice(0, 3)} ${member.code.slice(3)}`;
    expect((await verify(member.token, spaced)).statusCode).toBe(200);
  });

  it.each([
    ['', 'Verification code is required'],
    ['12345', 'Please enter a valid 6-digit code'],
    ['1234567', 'Please enter a valid 6-digit code'],
    ['abcdef', 'Verification code is required'],
  ])('refuses the code %j with 400 and writes nothing', async (otp, msg) => {
    const member = await newMember();
    const before = await authTableCounts(t.database);
    const res = await verify(member.token, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: msg, code: 'VALIDATION_FAILED', errors: [{ path: 'otp', msg }] });
    expect(await authTableCounts(t.database)).toEqual(before);
    const [code] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, member.user.id));
    expect(code?.attempts).toBe(0);
  });

  it('refuses a wrong code and leaves the member unverified', async () => {
    const member = await newMember();
    const res = await verify(member.token, wrong(member.code));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Invalid verification code',
      code: 'RULE_VIOLATION',
      errors: [{ path: 'otp', msg: 'Invalid verification code' }],
    });
    expect(await verifiedAt(member.user.id)).toBeNull();
  });

  it('expires the code after 10 minutes', async () => {
    const early = await newMember();
    const late = await newMember();
    t.clock.advance(10 * 60_000 - 1_000);
    expect((await verify(early.token, early.code)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const res = await verify(late.token, late.code);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Verification code has expired. Please request a new code.');
    expect(await verifiedAt(late.user.id)).toBeNull();
  });

  it('kills the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const member = await newMember();
    for (let i = 0; i < 4; i++) {
      expect((await verify(member.token, wrong(member.code))).json().message).toBe(
        'Invalid verification code',
      );
    }
    const fifth = await verify(member.token, wrong(member.code));
    expect(fifth.json().message).toBe('Too many wrong attempts. Please request a new code.');
    const right = await verify(member.token, member.code);
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe('Too many wrong attempts. Please request a new code.');
    expect(await verifiedAt(member.user.id)).toBeNull();

    t.clock.advance(60_000);
    expect((await resend(member.token)).statusCode).toBe(200);
    expect((await verify(member.token, await smtp.codeFor(member.email))).statusCode).toBe(200);
  });

  it('refuses a resend for 60 s after the last send, then sends a code that replaces the old one', async () => {
    const member = await newMember();
    const early = await resend(member.token);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      message: 'Please wait 60 seconds before requesting a new code.',
      code: 'RATE_LIMITED',
      errors: [],
    });
    expect(early.headers['retry-after']).toBe('60');
    t.clock.advance(59_000);
    expect((await resend(member.token)).json().message).toBe(
      'Please wait 1 second before requesting a new code.',
    );
    t.clock.advance(1_000);

    const sent = await resend(member.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'Verification email sent!',
      retryAfterSeconds: 60,
    });
    const codes = await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, member.user.id));
    expect(codes).toHaveLength(2);
    expect(codes.filter((code) => code.consumedAt === null)).toHaveLength(1);
    expect((await verify(member.token, await smtp.codeFor(member.email))).statusCode).toBe(200);
  });

  it('queues a resend while the mail server refuses, and delivers it once it accepts', async () => {
    const member = await newMember();
    t.clock.advance(60_000);
    smtp.failing = true;
    const res = await resend(member.token);
    expect(res.statusCode).toBe(200);
    expect(await t.app.services.outbox.sendDue(100)).toMatchObject({ sent: 0, retrying: 1 });
    smtp.failing = false;
    t.clock.advance(30_000);
    expect((await verify(member.token, await smtp.codeFor(member.email))).statusCode).toBe(200);
  });

  it('refuses verification and resend for a member without an email', async () => {
    const member = await registerMember(t.app, { email: '', phone: '+15550004444' });
    for (const res of [await resend(member.token), await verify(member.token, '123456')]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Add an email address to your profile first.');
    }
  });

  it('limits verification attempts per member (429)', async () => {
    const member = await newMember();
    for (let i = 0; i < 10; i++)
      expect((await verify(member.token, wrong(member.code))).statusCode).toBe(422);
    const limited = await verify(member.token, member.code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('requires a session for both endpoints', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { otp: '123456' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(
      401,
    );
  });
});

describe('development mailbox', () => {
  it('escapes everything it shows', () => {
    expect(escapeHtml(`<b onclick="x">'a' & b</b>`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;&#39;a&#39; &amp; b&lt;/b&gt;',
    );
  });

  it('shows mailed codes at /dev/mailbox in demo mode only', async () => {
    const demo = await createTestApp({ DEMO: 'true' });
    const plain = await createTestApp();
    try {
      const email = uniqueEmail('mailbox');
      await registerMember(demo.app, { email });
      await demo.app.services.outbox.sendDue();
      const page = await demo.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toMatch(/Your verification code is \d{6}\./);
      expect(page.body).toContain(`To ${email}`);
      expect(demo.app.services.mailer.devMailbox()[0]?.to).toBe(email);
      expect((await plain.app.inject({ method: 'GET', url: '/dev/mailbox' })).body).not.toContain(
        'Development mailbox',
      );
    } finally {
      await demo.close();
      await plain.close();
    }
  });

  it('answers only clients on this machine, judged by the socket, never by X-Forwarded-For', async () => {
    const demo = await createTestApp({ DEMO: 'true', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
        demo.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await open(local)).statusCode).toBe(200);
      }
      const refused = [
        await open('203.0.113.9'),
        await open('::ffff:203.0.113.9'),
        // A trusted proxy's word makes request.ip local, not the socket.
        await open('10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }),
        // A proxy on this machine passing on someone else's request.
        await open('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
        await open('127.0.0.1', { forwarded: 'for=203.0.113.9' }),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Development mailbox');
      }
    } finally {
      await demo.close();
    }
  });
});
