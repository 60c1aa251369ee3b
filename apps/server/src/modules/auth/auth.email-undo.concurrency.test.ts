import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailedApp } from '../../../test/mailed-app.ts';
import {
  bearer,
  clientAddresses,
  registerMember,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/members.ts';
import type { TestSmtp } from '../../../test/smtp.ts';
import { onPostgres, type TestApp } from '../../../test/test-app.ts';

/** The undo link of an email change is single use under a burst (PostgreSQL: real concurrency). */
describe.skipIf(!onPostgres)('email change undo, concurrently (PostgreSQL)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailedApp());
  });
  afterAll(() => close());

  it('restores the address for exactly one of 200 requests with the same link', async () => {
    const nextIp = clientAddresses(7);
    const email = uniqueEmail('undo-race');
    const member = await registerMember(t.app, { email });
    const otp = await smtp.codeFor(email);
    const headers = bearer(member.token);
    await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers, payload: { otp } });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers,
      payload: { email: uniqueEmail('undo-thief'), currentPassword: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await smtp.drain?.();
    const text = smtp
      .lastTo(email)
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /undo-email-change\?token=([\w-]+)/.exec(text)?.[1];
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/email-change/undo',
          payload: { token },
          remoteAddress: nextIp(),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(199);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.statusCode).toBe(401);
  });
});
