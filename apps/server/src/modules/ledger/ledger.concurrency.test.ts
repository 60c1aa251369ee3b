import { toMicros } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedLedgerMember } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { memberAccountKey, systemAccountKey } from './ledger.accounts.ts';
import type { LedgerService } from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

/**
 * Races need parallel connections: PostgreSQL only. PGlite is one connection that runs one
 * transaction at a time, so there is nothing to race there.
 */
if (!onPostgres) console.info('ledger concurrency tests skipped: they need PostgreSQL (set DATABASE_URL)');

describe.skipIf(!onPostgres)('the ledger under concurrent requests', () => {
  let t: TestApp;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.app.services.ledger;
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  const fundedMember = (amount: string) => fundedLedgerMember(t, amount);

  const spend = (userId: string, key: string, amount: string): TransferInput => ({
    key,
    debitAccountKey: memberAccountKey(userId, 'deposit'),
    creditAccountKey: systemAccountKey('membership_revenue'),
    amountMicros: toMicros(amount),
    type: 'VIP_PAYMENT',
    description: 'VIP purchase',
  });

  it('lets exactly 20 of 50 concurrent transfers through when the balance covers 20', async () => {
    const member = await fundedMember('50');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => ledger.transfer(spend(member, `race:${member}:${i}`, '2.5'))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 'created')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'exceeds_credits')).toHaveLength(30);
    expect(await ledger.balanceOf(memberAccountKey(member, 'deposit'))).toMatchObject({
      postedMicros: 0n,
      availableMicros: 0n,
      debitsPosted: 50_000_000n,
    });
  });

  it('never holds more than the balance under 50 concurrent holds', async () => {
    const member = await fundedMember('10');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ledger.createPending({
          ...spend(member, `hold:${member}:${i}`, '1'),
          creditAccountKey: systemAccountKey('payouts_in_flight'),
          type: 'WITHDRAWAL',
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'created')).toHaveLength(10);
    expect(await ledger.balanceOf(memberAccountKey(member, 'deposit'))).toMatchObject({
      availableMicros: 0n,
      debitsPending: 10_000_000n,
    });
  });

  it('creates one transfer from 20 concurrent requests with the same key', async () => {
    const member = await fundedMember('100');
    const key = `replayed:${member}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => ledger.transfer(spend(member, key, '7'))),
    );
    expect(results.filter((result) => result.status === 'created')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'exists')).toHaveLength(19);
    const ids = new Set(results.map((result) => (result.ok ? result.transfer.id : result.status)));
    expect(ids.size).toBe(1);
    expect((await ledger.balanceOf(memberAccountKey(member, 'deposit')))?.availableMicros).toBe(93_000_000n);
  });

  it('resolves a hold once when posts and voids race', async () => {
    const member = await fundedMember('5');
    const held = await ledger.createPending({
      ...spend(member, `hold:${member}`, '5'),
      creditAccountKey: systemAccountKey('payouts_in_flight'),
      type: 'WITHDRAWAL',
    });
    if (!held.ok) throw new Error(held.status);
    const pendingId = held.transfer.id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? ledger.postPending({ key: `resolve:${pendingId}:${i}`, pendingId })
          : ledger.voidPending({ key: `resolve:${pendingId}:${i}`, pendingId }),
      ),
    );
    const winners = results.filter((result) => result.status === 'created');
    expect(winners).toHaveLength(1);
    const won = winners[0]?.ok ? winners[0].transfer.phase : undefined;
    const loserStatus =
      won === 'post_pending' ? 'pending_transfer_already_posted' : 'pending_transfer_already_voided';
    expect(results.filter((result) => result.status === loserStatus)).toHaveLength(19);
    const expectedAvailable = won === 'post_pending' ? 0n : 5_000_000n;
    expect(await ledger.balanceOf(memberAccountKey(member, 'deposit'))).toMatchObject({
      availableMicros: expectedAvailable,
      debitsPending: 0n,
    });
  });
});
