import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { creditEarnings, requestWithdrawal, walletStats } from '../../../test/withdrawal-fixtures.ts';

if (!onPostgres) {
  console.info(
    'withdrawal concurrency tests skipped: PGlite is one connection, so nothing runs in parallel (set DATABASE_URL)',
  );
}

describe.skipIf(!onPostgres)('withdrawals under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  it('50 parallel requests against one balance never hold more than the balance', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '200');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => requestWithdrawal(t, member.token, { amount: '10' })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '0.00',
      heldEarnings: '200.00',
    });
  });

  it('two administrators acting on one request at once: one wins, the other gets 409 and changes nothing', async () => {
    const member = await createMember(t);
    const second = await createMember(t, { isAdmin: true });
    await creditEarnings(t, member.userId, '100');
    const act = (token: string, id: string, action: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/withdrawals/${id}/process`,
        headers: bearer(token),
        payload: { action },
      });
    let rejected = 0;
    for (let round = 0; round < 5; round += 1) {
      const id = (await requestWithdrawal(t, member.token, { amount: '20' })).json().withdrawal.id;
      const [a, b] = await Promise.all([act(admin.token, id, 'REJECT'), act(second.token, id, 'APPROVE')]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      if (a.statusCode === 200) rejected += 1;
    }
    // Rejected requests gave their 20 back; approved ones still hold it.
    const held = (5 - rejected) * 20;
    expect(await walletStats(t, member.token)).toMatchObject({
      heldEarnings: `${held}.00`,
      withdrawable: `${100 - held}.00`,
    });
  });
});
