import { AssertionError } from 'node:assert';
import { toMicros } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositTransfer } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';
import { memberAccountKey, systemAccountKey } from './ledger.accounts.ts';
import type { LedgerService } from './ledger.service.ts';
import type { TransferInput } from './ledger.types.ts';

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

const custody = systemAccountKey('custody', 'BEP20');
const revenue = systemAccountKey('membership_revenue');
const payouts = systemAccountKey('payouts_in_flight');

async function newMember(): Promise<string> {
  const userId = newId();
  await ledger.openMemberAccounts(userId);
  return userId;
}

const payment = (userId: string, amount: string, key = `pay:${newId()}`): TransferInput => ({
  key,
  debitAccountKey: memberAccountKey(userId, 'deposit'),
  creditAccountKey: revenue,
  amountMicros: toMicros(amount),
  type: 'VIP_PAYMENT',
  description: 'VIP purchase',
});

const hold = (userId: string, amount: string, key = `hold:${newId()}`): TransferInput => ({
  key,
  debitAccountKey: memberAccountKey(userId, 'deposit'),
  creditAccountKey: payouts,
  amountMicros: toMicros(amount),
  type: 'WITHDRAWAL',
  description: 'Withdrawal',
});

/** The four counters of some accounts, to prove that a refusal changed nothing. */
async function counters(...keys: string[]) {
  return Promise.all(keys.map((key) => ledger.balanceOf(key)));
}

async function available(userId: string): Promise<bigint | undefined> {
  return (await ledger.balanceOf(memberAccountKey(userId, 'deposit')))?.availableMicros;
}

describe('single-phase transfers', () => {
  it('moves money and derives balances by each account’s normal side', async () => {
    const member = await newMember();
    const custodyBefore = await ledger.balanceOf(custody);
    const result = await ledger.transfer(depositTransfer(member, '25.5'));
    expect(result).toMatchObject({ ok: true, status: 'created' });
    expect(await ledger.balanceOf(memberAccountKey(member, 'deposit'))).toMatchObject({
      creditsPosted: 25_500_000n,
      postedMicros: 25_500_000n,
      availableMicros: 25_500_000n,
    });
    const custodyAfter = await ledger.balanceOf(custody);
    expect((custodyAfter?.postedMicros ?? 0n) - (custodyBefore?.postedMicros ?? 0n)).toBe(25_500_000n);
    if (result.ok) expect(result.transfer).toMatchObject({ userId: member, amount: 25_500_000n });
  });

  it('returns the first transfer on a replay of the key and moves nothing', async () => {
    const member = await newMember();
    const first = await ledger.transfer(depositTransfer(member, '10', 'replay-me'));
    const before = await counters(custody, memberAccountKey(member, 'deposit'));
    const again = await ledger.transfer({
      ...depositTransfer(member, '10', 'replay-me'),
      description: 'another label',
    });
    expect(again.status).toBe('exists');
    if (first.ok && again.ok) expect(again.transfer).toEqual(first.transfer);
    expect(await counters(custody, memberAccountKey(member, 'deposit'))).toEqual(before);
  });

  it('refuses the same key with a different amount or account, and moves nothing', async () => {
    const member = await newMember();
    const other = await newMember();
    await ledger.transfer(depositTransfer(member, '10', 'taken-key'));
    const before = await counters(
      custody,
      memberAccountKey(member, 'deposit'),
      memberAccountKey(other, 'deposit'),
    );
    const differentAmount = await ledger.transfer(depositTransfer(member, '11', 'taken-key'));
    expect(differentAmount).toMatchObject({ status: 'exists_with_different_fields', fields: ['amount'] });
    const differentAccount = await ledger.transfer(depositTransfer(other, '10', 'taken-key'));
    expect(differentAccount).toMatchObject({
      status: 'exists_with_different_fields',
      fields: ['creditAccountId'],
    });
    const asHold = await ledger.createPending(depositTransfer(member, '10', 'taken-key'));
    expect(asHold).toMatchObject({ status: 'exists_with_different_fields', fields: ['phase'] });
    expect(
      await counters(custody, memberAccountKey(member, 'deposit'), memberAccountKey(other, 'deposit')),
    ).toEqual(before);
  });

  it('refuses to overdraw a member account, then allows exactly the balance', async () => {
    const member = await newMember();
    await ledger.transfer(depositTransfer(member, '10'));
    const before = await counters(memberAccountKey(member, 'deposit'), revenue);
    const refused = await ledger.transfer(payment(member, '10.000001'));
    expect(refused).toEqual({
      ok: false,
      status: 'exceeds_credits',
      accountKey: memberAccountKey(member, 'deposit'),
      availableMicros: 10_000_000n,
    });
    expect(await counters(memberAccountKey(member, 'deposit'), revenue)).toEqual(before);
    expect((await ledger.transfer(payment(member, '10'))).status).toBe('created');
    expect(await available(member)).toBe(0n);
  });

  it('refuses rewards the pool cannot cover (the rewards pool is guarded)', async () => {
    const member = await newMember();
    const pool = await ledger.balanceOf(systemAccountKey('rewards_pool'));
    const reward = await ledger.transfer({
      key: `reward:${newId()}`,
      debitAccountKey: systemAccountKey('rewards_pool'),
      creditAccountKey: memberAccountKey(member, 'earnings'),
      amountMicros: (pool?.availableMicros ?? 0n) + 1n,
      type: 'VIP_EARNINGS',
      description: 'Daily earning',
    });
    expect(reward.status).toBe('exceeds_credits');
  });

  it('answers account_not_found for an account that was never opened', async () => {
    const result = await ledger.transfer(depositTransfer(newId(), '1'));
    expect(result).toMatchObject({ ok: false, status: 'account_not_found' });
  });

  it('fails loudly on programmer errors and writes nothing', async () => {
    const member = await newMember();
    const bad: TransferInput[] = [
      { ...depositTransfer(member, '1'), amountMicros: 0n },
      { ...depositTransfer(member, '1'), creditAccountKey: custody },
      { ...depositTransfer(member, '1'), key: '' },
      { ...depositTransfer(member, '1'), type: 'POOL_FUNDING' },
      {
        ...depositTransfer(member, '1'),
        debitAccountKey: systemAccountKey('operator_equity'),
        creditAccountKey: revenue,
      },
      { ...depositTransfer(member, '1'), userId: newId() },
    ];
    for (const input of bad) await expect(ledger.transfer(input)).rejects.toBeInstanceOf(AssertionError);
    expect(await available(member)).toBe(0n);
  });
});

describe('holds: pending transfers posted or voided', () => {
  it('holds funds against the balance, then posts them in full, once', async () => {
    const member = await newMember();
    await ledger.transfer(depositTransfer(member, '50'));
    const held = await ledger.createPending(hold(member, '30'));
    if (!held.ok) throw new Error(held.status);
    expect(await ledger.balanceOf(memberAccountKey(member, 'deposit'))).toMatchObject({
      postedMicros: 50_000_000n,
      availableMicros: 20_000_000n,
      debitsPending: 30_000_000n,
    });
    expect((await ledger.createPending(hold(member, '20.000001'))).status).toBe('exceeds_credits');
    expect((await ledger.transfer(payment(member, '20.000001'))).status).toBe('exceeds_credits');

    const posted = await ledger.postPending({ key: `post:${held.transfer.id}`, pendingId: held.transfer.id });
    expect(posted).toMatchObject({
      ok: true,
      status: 'created',
      transfer: { type: 'WITHDRAWAL', amount: 30_000_000n },
    });
    expect(await ledger.balanceOf(memberAccountKey(member, 'deposit'))).toMatchObject({
      postedMicros: 20_000_000n,
      availableMicros: 20_000_000n,
      debitsPending: 0n,
      debitsPosted: 30_000_000n,
    });
    const replay = await ledger.postPending({ key: `post:${held.transfer.id}`, pendingId: held.transfer.id });
    expect(replay.status).toBe('exists');
    const before = await counters(memberAccountKey(member, 'deposit'), payouts);
    const postTwice = await ledger.postPending({ key: `post-again:${newId()}`, pendingId: held.transfer.id });
    expect(postTwice.status).toBe('pending_transfer_already_posted');
    const voidAfter = await ledger.voidPending({ key: `void:${newId()}`, pendingId: held.transfer.id });
    expect(voidAfter.status).toBe('pending_transfer_already_posted');
    expect(await counters(memberAccountKey(member, 'deposit'), payouts)).toEqual(before);
  });

  it('returns held funds exactly when voided, once', async () => {
    const member = await newMember();
    await ledger.transfer(depositTransfer(member, '12.345678'));
    const before = await counters(memberAccountKey(member, 'deposit'), payouts);
    const held = await ledger.createPending(hold(member, '12.345678'));
    if (!held.ok) throw new Error(held.status);
    expect(await available(member)).toBe(0n);
    const voided = await ledger.voidPending({ key: `void:${held.transfer.id}`, pendingId: held.transfer.id });
    expect(voided.status).toBe('created');
    const after = await counters(memberAccountKey(member, 'deposit'), payouts);
    expect(after.map((b) => b?.availableMicros)).toEqual(before.map((b) => b?.availableMicros));
    expect(after.map((b) => b?.postedMicros)).toEqual(before.map((b) => b?.postedMicros));
    const voidTwice = await ledger.voidPending({ key: `void-again:${newId()}`, pendingId: held.transfer.id });
    expect(voidTwice.status).toBe('pending_transfer_already_voided');
    const postAfter = await ledger.postPending({ key: `post:${newId()}`, pendingId: held.transfer.id });
    expect(postAfter.status).toBe('pending_transfer_already_voided');
  });

  it('refuses to resolve what is not an open hold', async () => {
    const member = await newMember();
    const single = await ledger.transfer(depositTransfer(member, '5'));
    if (!single.ok) throw new Error(single.status);
    expect((await ledger.postPending({ key: `p:${newId()}`, pendingId: newId() })).status).toBe(
      'pending_transfer_not_found',
    );
    expect((await ledger.voidPending({ key: `v:${newId()}`, pendingId: single.transfer.id })).status).toBe(
      'pending_transfer_not_pending',
    );
    const held = await ledger.createPending(hold(member, '1'));
    if (!held.ok) throw new Error(held.status);
    await ledger.voidPending({ key: 'resolve-key', pendingId: held.transfer.id });
    const reusedAsPost = await ledger.postPending({ key: 'resolve-key', pendingId: held.transfer.id });
    expect(reusedAsPost).toMatchObject({ status: 'exists_with_different_fields', fields: ['phase'] });
  });
});

describe('composing transfers in the caller’s transaction', () => {
  it('commits them together with the caller’s work', async () => {
    const member = await newMember();
    await ledger.transfer(depositTransfer(member, '10'));
    await t.database.db.transaction(async (tx) => {
      expect((await ledger.transfer(payment(member, '4'), tx)).status).toBe('created');
      expect((await ledger.transfer(payment(member, '6'), tx)).status).toBe('created');
      expect((await ledger.transfer(payment(member, '0.01'), tx)).status).toBe('exceeds_credits');
    });
    expect(await available(member)).toBe(0n);
  });

  it('rolls them back together when the caller gives up', async () => {
    const member = await newMember();
    await ledger.transfer(depositTransfer(member, '10'));
    const before = await counters(memberAccountKey(member, 'deposit'), revenue);
    const purchase = t.database.db.transaction(async (tx) => {
      await ledger.transfer(payment(member, '4', 'rolled-back'), tx);
      throw new Error('the membership row could not be written');
    });
    await expect(purchase).rejects.toThrow('membership row');
    expect(await counters(memberAccountKey(member, 'deposit'), revenue)).toEqual(before);
    expect(await ledger.getTransferByKey('rolled-back')).toBeUndefined();
  });
});

describe('the database backs the rules', () => {
  const db = () => t.database.db;
  /** The database's own refusal, unwrapped from the query error around it. */
  const refusal = async (statement: ReturnType<typeof sql>): Promise<string> => {
    const error = await db()
      .execute(statement)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error, 'the database accepted the statement').toBeInstanceOf(Error);
    const cause = (error as Error).cause;
    return cause instanceof Error ? cause.message : String(error);
  };

  it('refuses counters that would let a guarded account go negative', async () => {
    const member = await newMember();
    await ledger.transfer(depositTransfer(member, '3'));
    const key = memberAccountKey(member, 'deposit');
    const before = await counters(key);
    expect(
      await refusal(sql`update ledger_accounts set debits_posted = credits_posted + 1 where key = ${key}`),
    ).toMatch(/ledger_accounts_guarded_never_negative/);
    expect(
      await refusal(
        sql`update ledger_accounts set debits_pending = debits_pending + 3000001 where key = ${key}`,
      ),
    ).toMatch(/ledger_accounts_guarded_never_negative/);
    expect(await refusal(sql`update ledger_accounts set credits_pending = -1 where key = ${key}`)).toMatch(
      /ledger_accounts_counters_non_negative/,
    );
    expect(await counters(key)).toEqual(before);
  });

  it('refuses to unguard, re-key or delete an account, or to open an unguarded member account', async () => {
    const member = await newMember();
    const key = memberAccountKey(member, 'deposit');
    expect(await refusal(sql`update ledger_accounts set guarded = false where key = ${key}`)).toMatch(
      /only the counters/,
    );
    expect(await refusal(sql`update ledger_accounts set key = 'elsewhere' where key = ${key}`)).toMatch(
      /only the counters/,
    );
    expect(await refusal(sql`delete from ledger_accounts where key = ${key}`)).toMatch(/never deleted/);
    const unguarded = sql`insert into ledger_accounts (id, key, kind, user_id, normal_balance, guarded)
      values (${newId()}, ${`member:${newId()}:deposit`}, 'member_deposit', ${newId()}, 'credit', false)`;
    expect(await refusal(unguarded)).toMatch(/ledger_accounts_member_guarded/);
    expect(await ledger.balanceOf(key)).toMatchObject({ guarded: true });
  });

  it('refuses a transfer or a total naming what does not exist, and a total moved to another account', async () => {
    const member = await newMember();
    const made = await ledger.transfer(depositTransfer(member, '2', 'named'));
    if (!made.ok) throw new Error(made.status);
    const { debitAccountId, creditAccountId } = made.transfer;
    const transfer = (debit: string, credit: string, correctsId: string | null) =>
      sql`insert into ledger_transfers (id, key, debit_account_id, credit_account_id, amount, phase, type,
        description, corrects_id) values (${newId()}, ${`k:${newId()}`}, ${debit}, ${credit}, 1, 'single',
        'CORRECTION', 'test', ${correctsId})`;
    expect(await refusal(transfer(newId(), creditAccountId, null))).toMatch(/account that does not exist/);
    expect(await refusal(transfer(debitAccountId, newId(), null))).toMatch(/account that does not exist/);
    expect(await refusal(transfer(debitAccountId, creditAccountId, newId()))).toMatch(
      /transfer that does not exist/,
    );
    expect(
      await refusal(sql`insert into ledger_account_totals (account_id, type, credits, debits, credit_count,
        debit_count) values (${newId()}, 'DEPOSIT', 1, 0, 1, 0)`),
    ).toMatch(/account that does not exist/);
    expect(
      await refusal(
        sql`update ledger_account_totals set account_id = ${newId()} where account_id = ${creditAccountId}`,
      ),
    ).toMatch(/only the sums of account totals may change/);
    expect(await ledger.getTransferByKey('named')).toEqual(made.transfer);
  });

  it('keeps transfers append-only: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const member = await newMember();
    const made = await ledger.transfer(depositTransfer(member, '7', 'immutable'));
    expect(await refusal(sql`update ledger_transfers set amount = 1 where key = 'immutable'`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from ledger_transfers where key = 'immutable'`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate ledger_transfers cascade`)).toMatch(/append-only/);
    if (made.ok) expect(await ledger.getTransferByKey('immutable')).toEqual(made.transfer);
  });
});
