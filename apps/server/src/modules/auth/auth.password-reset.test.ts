import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailedApp } from '../../../test/mailed-app.ts';
import {
  authTableCounts,
  bearer,
  clientAddresses,
  registerMember,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/members.ts';
import type { TestSmtp } from '../../../test/smtp.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { rateLimitCounters } from '../rate-limits/rate-limits.tables.ts';
import { emailCodes, users } from './auth.tables.ts';

const DAY_MS = 24 * 60 * 60_000;
const NEW_PASSWORD = 'Fresh-start-42';
const REFUSED = {
  message: 'Invalid or expired code. Please check it or request a new code.',
  code: 'RULE_VIOLATION',
  errors: [{ path: 'code', msg: 'Invalid or expired code. Please check it or request a new code.' }],
};
const SENT = 'If an account uses this email, we sent it a 6-digit code. It is valid for 10 minutes.';

describe('forgot and reset password over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailedApp());
  });
  afterAll(() => close());

  const nextIp = clientAddresses(6);
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: nextIp(),
    });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress: nextIp() });
  const login = (identifier: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress: nextIp(),
    });
  const mailsTo = (to: string) => smtp.delivered.filter((mail) => mail.to.includes(to)).length;
  /** The reset mail goes out through the outbox; once it is drained, `count` mails reached `to`. */
  const mailArrived = async (to: string, count: number) => {
    const code = await smtp.codeFor(to);
    expect(mailsTo(to)).toBe(count);
    return code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const resetCodes = async (userId: string) =>
    (await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, userId))).filter(
      (code) => code.purpose === 'RESET_PASSWORD',
    );
  /** A member with a verified email, signed in twice (two sessions), and a reset code in hand. */
  const memberWithCode = async () => {
    const email = uniqueEmail('forgot');
    const member = await registerMember(t.app, { email });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp: await smtp.codeFor(email) },
    });
    expect(verified.statusCode).toBe(200);
    const other = (await login(email, TEST_PASSWORD)).json().token as string;
    expect((await forgot(email)).statusCode).toBe(200);
    const code = await mailArrived(email, 2);
    return { ...member, email, other, code };
  };
  const resetBody = (email: string, code: string, password = NEW_PASSWORD) => ({
    email,
    code,
    newPassword: password,
    confirmPassword: password,
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await registerMember(t.app, { email: uniqueEmail('known') });
    const counts = await authTableCounts(t.database);
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: SENT, retryAfterSeconds: 60 });
    expect(await authTableCounts(t.database)).toEqual(counts);

    const res = await forgot(String(known.user.email).toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(unknown.json());
    await mailArrived(String(known.user.email), 2);
    expect(smtp.lastTo(String(known.user.email)).subject).toBe('Nova: Reset your password');
    expect(mailsTo('nobody-here@example.com')).toBe(0);
  });

  it('refuses a reset for an unknown address exactly like a wrong code of a real one', async () => {
    const unknown = await reset(resetBody('nobody-here@example.com', '123456'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(REFUSED);
    const member = await memberWithCode();
    const wrongCode = await reset(resetBody(member.email, wrong(member.code)));
    expect([wrongCode.statusCode, wrongCode.json()]).toEqual([422, REFUSED]);
    const noCode = await reset(resetBody(String((await registerMember(t.app)).user.email), '123456'));
    expect([noCode.statusCode, noCode.json()]).toEqual([422, REFUSED]);
  });

  it('sets the password, ends every session and locks withdrawals for 24 h; the code works once', async () => {
    const member = await memberWithCode();
    const res = await reset(resetBody(member.email, member.code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    for (const token of [member.token, member.other]) {
      const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
      expect(profile.statusCode).toBe(401);
    }
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(member.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.withdrawalsLockedUntil).toBe(
      new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    );

    const again = await reset(resetBody(member.email, member.code, 'Another-pass-7'));
    expect(again.statusCode).toBe(422);
    expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the email verification code apart from the reset code', async () => {
    const email = uniqueEmail('apart');
    const member = await registerMember(t.app, { email });
    const verificationCode = await smtp.codeFor(email);
    await forgot(email);
    const resetCode = await mailArrived(email, 2);
    // The reset code neither verifies the email nor replaced the verification code.
    const verify = (otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: bearer(member.token),
        payload: { otp },
        remoteAddress: nextIp(),
      });
    if (resetCode !== verificationCode) expect((await verify(resetCode)).statusCode).toBe(422);
    expect((await verify(verificationCode)).statusCode).toBe(200);
    expect((await reset(resetBody(email, resetCode))).statusCode).toBe(200);
  });

  it('expires the code after 10 minutes', async () => {
    const member = await memberWithCode();
    t.clock.advance(10 * 60_000);
    const res = await reset(resetBody(member.email, member.code));
    expect([res.statusCode, res.json()]).toEqual([422, REFUSED]);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const member = await memberWithCode();
    for (let i = 0; i < 5; i++) {
      expect((await reset(resetBody(member.email, wrong(member.code)))).json()).toEqual(REFUSED);
    }
    const right = await reset(resetBody(member.email, member.code));
    expect([right.statusCode, right.json()]).toEqual([422, REFUSED]);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('voids the code after 5 of 200 concurrent wrong tries; the right code then fails', async () => {
    const member = await memberWithCode();
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => reset(resetBody(member.email, wrong(member.code)))),
    );
    expect(burst.every((res) => [422, 429].includes(res.statusCode))).toBe(true);
    const [code] = (await resetCodes(member.user.id)).filter((row) => row.consumedAt === null);
    expect(code?.attempts).toBe(5);
    // The per-address request limit is cleared, so only the code's own tries can refuse.
    await t.database.db.delete(rateLimitCounters);
    const right = await reset(resetBody(member.email, member.code));
    expect([right.statusCode, right.json()]).toEqual([422, REFUSED]);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps one code live and sends another only 60 s after the last', async () => {
    const member = await memberWithCode();
    expect((await forgot(member.email)).json().message).toBe(SENT);
    t.clock.advance(59_000);
    await forgot(member.email);
    expect(await resetCodes(member.user.id)).toHaveLength(1);

    t.clock.advance(1_000);
    await forgot(member.email);
    const newCode = await mailArrived(member.email, 3);
    const codes = await resetCodes(member.user.id);
    expect(codes.filter((code) => code.consumedAt === null)).toHaveLength(1);
    if (newCode !== member.code) {
      expect((await reset(resetBody(member.email, member.code))).statusCode).toBe(422);
    }
    expect((await reset(resetBody(member.email, newCode))).statusCode).toBe(200);
  });

  it('verifies an unverified address by the reset, since the code reached it', async () => {
    const email = uniqueEmail('unverified');
    const member = await registerMember(t.app, { email });
    await forgot(email);
    const code = await mailArrived(email, 2);
    expect((await reset(resetBody(email, code))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.emailVerifiedAt).toEqual(t.clock.now());
  });

  it.each([
    [
      { email: 'x@example.com', code: '12345', newPassword: 'Good-pass1', confirmPassword: 'Good-pass1' },
      'code',
    ],
    [
      { email: 'x@example.com', code: '123456', newPassword: 'weakpass', confirmPassword: 'weakpass' },
      'newPassword',
    ],
    [
      { email: 'x@example.com', code: '123456', newPassword: 'Good-pass1', confirmPassword: 'Good-pass2' },
      'confirmPassword',
    ],
    [{ email: 'nope', code: '123456', newPassword: 'Good-pass1', confirmPassword: 'Good-pass1' }, 'email'],
  ])('refuses %j with 400 on the field', async (payload, path) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it('limits requests per address (429), whichever client asks', async () => {
    const email = uniqueEmail('flood');
    await registerMember(t.app, { email });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await forgot(email)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
