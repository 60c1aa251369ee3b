import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember } from '../../../test/members.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { balancesOf, createLevel, fundPool } from '../../../test/vip-fixtures.ts';

/** Requests at once need several connections: PGlite has one, so these run on PostgreSQL only. */
describe.skipIf(!onPostgres)('concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  let levelId: string;
  beforeAll(async () => {
    t = await createTestApp();
    levelId = (await createLevel(t, 'Silver', '100', '10')).id;
    await fundPool(t, '1000');
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  const join = (token: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vip/join',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { vipLevelId: levelId },
    });

  it('charges once for joins sent at once, with or without a shared key', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '250');
    const answers = await Promise.all(Array.from({ length: 8 }, () => join(member.token)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(7);

    const keyed = await createMember(t);
    await depositFunds(t, keyed.userId, '250');
    const replies = await Promise.all(Array.from({ length: 8 }, () => join(keyed.token, 'same-intent-0001')));
    expect(replies.every((res) => res.statusCode === 200)).toBe(true);
    for (const who of [member, keyed]) expect((await balancesOf(t, who.userId)).deposit).toBe(150_000_000n);
  });

  it('creates one session for starts sent at once', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '100');
    expect((await join(member.token)).statusCode).toBe(200);
    const starts = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/vip/start-earning', headers: bearer(member.token) }),
      ),
    );
    expect(starts.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = starts.filter((res) => res.statusCode === 422);
    expect(refused).toHaveLength(7);
    expect(refused.every((res) => res.json().message === 'You can start earning again tomorrow')).toBe(true);
  });
});

if (!onPostgres)
  console.info(
    'memberships: concurrent joins and starts need PostgreSQL (set DATABASE_URL); skipped on PGlite',
  );
