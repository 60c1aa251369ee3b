import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, type TestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newId } from '../lib/ids.ts';
import { emailCodes, sessions } from '../modules/auth/auth.tables.ts';
import { emailOutbox } from '../modules/outbox/outbox.tables.ts';
import { rateLimitCounters } from '../modules/rate-limits/rate-limits.tables.ts';
import { loginChallenges } from '../modules/two-factor/two-factor.tables.ts';
import { pruneJob } from './prune.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A job prunes expired sessions, used or expired codes and old rate-limit counters. */
describe('the pruning job', () => {
  let t: TestApp;
  let member: TestMember;
  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
  const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);

  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    const { db } = t.database;
    const session = (label: string, values: { expiresAt: Date; revokedAt?: Date }) => ({
      id: newId(),
      userId: member.userId,
      tokenHash: `prune-test-${label}`,
      createdAt: ago(40 * DAY),
      ...values,
    });
    await db
      .insert(sessions)
      .values([
        session('expired', { expiresAt: ago(2 * DAY) }),
        session('ended long ago', { expiresAt: ahead(DAY), revokedAt: ago(2 * DAY) }),
        session('ended just now', { expiresAt: ahead(DAY), revokedAt: ago(HOUR) }),
      ]);
    const code = (expiresAt: Date, consumedAt: Date | null) => ({
      id: newId(),
      userId: member.userId,
      email: 'someone@example.com',
      codeHash: 'x',
      createdAt: ago(3 * DAY),
      expiresAt,
      consumedAt,
    });
    await db
      .insert(emailCodes)
      .values([code(ago(2 * DAY), null), code(ago(2 * DAY), ago(3 * DAY)), code(ahead(HOUR), null)]);
    await db.insert(loginChallenges).values([
      { id: newId(), userId: member.userId, tokenHash: 'old', expiresAt: ago(2 * DAY) },
      { id: newId(), userId: member.userId, tokenHash: 'live', expiresAt: ahead(HOUR) },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: 'prune-test|old|', points: 3, expire: ago(HOUR) },
      { key: 'prune-test|live|', points: 3, expire: ahead(HOUR) },
    ]);
    const mail = (createdAt: Date) => ({
      id: newId(),
      recipient: 'someone@example.com',
      subject: 'Hello',
      body: 'Hello',
      createdAt,
      nextAttemptAt: createdAt,
      sentAt: createdAt,
    });
    await db.insert(emailOutbox).values([mail(ago(31 * DAY)), mail(ago(DAY))]);
  });
  afterAll(() => t.close());

  it('removes what ended more than a day ago and keeps the rest', async () => {
    const { db } = t.database;
    const before = {
      sessions: (await db.select().from(sessions)).length,
      codes: (await db.select().from(emailCodes)).length,
      mail: (await db.select().from(emailOutbox)).length,
    };
    expect(await pruneJob(t.app).run()).toBe(false);

    const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(left.map((row) => row.tokenHash)).not.toContain('prune-test-expired');
    expect(left.map((row) => row.tokenHash)).not.toContain('prune-test-ended long ago');
    expect(left.map((row) => row.tokenHash)).toContain('prune-test-ended just now');
    expect(left.length).toBe(before.sessions - 2);
    expect((await db.select().from(emailCodes)).length).toBe(before.codes - 2);
    expect(
      (await db.select({ tokenHash: loginChallenges.tokenHash }).from(loginChallenges)).map(
        (row) => row.tokenHash,
      ),
    ).toEqual(['live']);
    const counters = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((row) => row.key)).toContain('prune-test|live|');
    expect(counters.map((row) => row.key)).not.toContain('prune-test|old|');
    expect((await db.select().from(emailOutbox)).length).toBe(before.mail - 1);

    // The member's own live session still works.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(member.token),
    });
    expect(profile.statusCode).toBe(200);
  });
});
