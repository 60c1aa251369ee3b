import { AssertionError } from 'node:assert';
import { toMicros } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedLedgerMember } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';
import { memberAccountKey, systemAccountKey } from './ledger.accounts.ts';
import type { LedgerService } from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

/**
 * Requests made without a caller's transaction share one (group commit, ledger.group-commit.ts),
 * written by one statement when nothing needs reading first and by the checked way otherwise
 * (ledger.post.ts). Requests made in the same turn of the event loop form one group, on PGlite too.
 */
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

const pool = systemAccountKey('rewards_pool');
const revenue = systemAccountKey('membership_revenue');

const fundedMember = (amount: string) => fundedLedgerMember(t, amount);

const payment = (userId: string, amount: string, key = `pay:${newId()}`): TransferInput => ({
  key,
  debitAccountKey: memberAccountKey(userId, 'deposit'),
  creditAccountKey: revenue,
  amountMicros: toMicros(amount),
  type: 'VIP_PAYMENT',
  description: 'VIP purchase',
});

const reward = (userId: string, amount: string): TransferInput => ({
  key: `reward:${newId()}`,
  debitAccountKey: pool,
  creditAccountKey: memberAccountKey(userId, 'earnings'),
  amountMicros: toMicros(amount),
  type: 'VIP_EARNINGS',
  description: 'Daily VIP Earnings',
});

const available = async (key: string) => (await ledger.balanceOf(key))?.availableMicros;

describe('concurrent requests sharing a group', () => {
  it('keeps exact balances on a hot account under many concurrent requests', async () => {
    const funding = await ledger.transfer({
      key: `pool:${newId()}`,
      debitAccountKey: systemAccountKey('operator_equity'),
      creditAccountKey: pool,
      amountMicros: toMicros('100'),
      type: 'POOL_FUNDING',
      description: 'Funding',
    });
    expect(funding.ok).toBe(true);
    const poolBefore = await available(pool);
    const revenueBefore = await available(revenue);
    const members = await Promise.all(Array.from({ length: 10 }, () => fundedMember('5')));
    // Each member pays 1 six times (the sixth is refused) and is paid 2 by the pool, all at once.
    const requests = members.flatMap((userId) => [
      ...Array.from({ length: 6 }, () => ledger.transfer(payment(userId, '1'))),
      ledger.transfer(reward(userId, '2')),
    ]);
    const results = await Promise.all(requests);
    expect(results.filter((result) => result.status === 'created')).toHaveLength(60);
    expect(results.filter((result) => result.status === 'exceeds_credits')).toHaveLength(10);
    for (const userId of members) {
      expect(await available(memberAccountKey(userId, 'deposit'))).toBe(0n);
      expect(await available(memberAccountKey(userId, 'earnings'))).toBe(toMicros('2'));
    }
    expect(await available(pool)).toBe((poolBefore ?? 0n) - toMicros('20'));
    expect(await available(revenue)).toBe((revenueBefore ?? 0n) + toMicros('50'));
  });

  it('fails only the transfer that breaks a rule of the code, and writes the others', async () => {
    const userId = await fundedMember('10');
    const broken: TransferInput = {
      ...payment(userId, '1'),
      debitAccountKey: systemAccountKey('custody', 'BEP20'),
    };
    const [first, wrong, last] = await Promise.allSettled([
      ledger.transfer(payment(userId, '1')),
      ledger.transfer(broken),
      ledger.transfer(payment(userId, '2')),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { status: 'created' } });
    expect(wrong.status === 'rejected' && wrong.reason).toBeInstanceOf(AssertionError);
    expect(last).toMatchObject({ status: 'fulfilled', value: { status: 'created' } });
    expect(await available(memberAccountKey(userId, 'deposit'))).toBe(toMicros('7'));
  });

  it('answers replays and different amounts within one group, and moves money once', async () => {
    const userId = await fundedMember('10');
    const key = `same:${newId()}`;
    const results = await Promise.all([
      ledger.transfer(payment(userId, '3', key)),
      ledger.transfer(payment(userId, '3', key)),
      ledger.transfer(payment(userId, '4', key)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'created',
      'exists',
      'exists_with_different_fields',
    ]);
    expect(results[2]).toMatchObject({ fields: ['amount'] });
    expect(await available(memberAccountKey(userId, 'deposit'))).toBe(toMicros('7'));
  });

  it('replays a key written earlier, even inside a group of new transfers', async () => {
    const userId = await fundedMember('10');
    const first = await ledger.transfer(payment(userId, '2', `early:${userId}`));
    const results = await Promise.all([
      ledger.transfer(payment(userId, '1')),
      ledger.transfer(payment(userId, '2', `early:${userId}`)),
      ledger.transfer(payment(userId, '1')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['created', 'exists', 'created']);
    expect(results[1]?.ok && results[1].transfer.id).toBe(first.ok && first.transfer.id);
    expect(await available(memberAccountKey(userId, 'deposit'))).toBe(toMicros('6'));
  });

  it.skipIf(!onPostgres)(
    'retries a group whose key another transaction took meanwhile, transfer by transfer (PostgreSQL)',
    async () => {
      const userId = await fundedMember('10');
      const other = await fundedMember('10');
      const key = `taken:${userId}`;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written!: () => void;
      const inTransaction = new Promise<void>((resolve) => {
        written = resolve;
      });
      // A caller's transaction writes the key and stays open while a group tries the same key.
      const caller = t.database.db.transaction(async (tx) => {
        expect((await ledger.transfer(payment(userId, '4', key), tx)).status).toBe('created');
        written();
        await held;
      });
      await inTransaction;
      const group = Promise.all([
        ledger.transfer(payment(userId, '4', key)),
        ledger.transfer(payment(other, '1')),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await caller;
      const [replayed, created] = await group;
      expect(replayed?.status).toBe('exists');
      expect(created?.status).toBe('created');
      expect(await available(memberAccountKey(userId, 'deposit'))).toBe(toMicros('6'));
      expect(await available(memberAccountKey(other, 'deposit'))).toBe(toMicros('9'));
    },
  );
});
