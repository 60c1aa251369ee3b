import { inArray, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { type Member, routes, system } from '../../../test/ledger-routes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { memberAccountKey } from './ledger.accounts.ts';
import type { LedgerService } from './ledger.service.ts';
import { accounts } from './ledger.tables.ts';
import type { TransferInput, TransferResult } from './ledger.types.ts';

/**
 * Random sequences of transfers, holds, posts, voids and key replays (some of which must be
 * refused) against a plain model of the four counters. After every step the database must agree
 * with the model, so a refusal provably changed nothing; after every run the auditor must be green.
 * Each run works in one transaction composed by the caller (as money modules do) and rolls it back,
 * so every run starts from the same empty ledger and a failing run shrinks to its own cause.
 */
let t: TestApp;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.services.ledger;
});
afterAll(() => t.close());

const amount = fc.oneof(fc.bigInt(1n, 30_000_000n), fc.constantFrom(1n, 5_000_000n, 10_000_000n));
// Deposits and pool funding come often enough that spending, holds and rewards mostly find money.
const route = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 3) },
  { weight: 5, arbitrary: fc.nat(routes.length - 1) },
);
const command = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      route,
      member: fc.nat(1),
      amount,
      pending: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('post' as const, 'void' as const), pick: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), tweak: fc.boolean() }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

interface Counters {
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
  guarded: boolean;
}
interface Hold {
  id: string;
  input: TransferInput;
  state: 'pending' | 'post_pending' | 'void_pending';
}

async function readCounters(tx: DbOrTx, keys: string[]): Promise<Map<string, Counters>> {
  const rows = await tx.select().from(accounts).where(inArray(accounts.key, keys));
  return new Map(
    rows.map(({ key, debitsPending, debitsPosted, creditsPending, creditsPosted, guarded }) => [
      key,
      { debitsPending, debitsPosted, creditsPending, creditsPosted, guarded },
    ]),
  );
}

/** One run: fresh members and system accounts, the commands in order. */
async function runCommands(tx: DbOrTx, commands: Command[]): Promise<void> {
  const members: Member[] = [];
  for (let i = 0; i < 2; i++) {
    const userId = newId();
    await ledger.openMemberAccounts(userId, tx);
    members.push({
      deposit: memberAccountKey(userId, 'deposit'),
      earnings: memberAccountKey(userId, 'earnings'),
    });
  }
  const keys = [...Object.values(system), ...members.flatMap((m) => [m.deposit, m.earnings])];
  await ledger.ensureSystemAccounts(tx);
  const model = await readCounters(tx, keys);
  const created: { input: TransferInput; pending: boolean; id: string }[] = [];
  const holds: Hold[] = [];
  const at = (key: string) => model.get(key) as Counters;

  for (const step of commands) {
    let result: TransferResult;
    if (step.kind === 'open') {
      const route = routes[step.route] as (typeof routes)[number];
      const member = members[step.member] as Member;
      const input: TransferInput = {
        key: `prop:${newId()}`,
        debitAccountKey: route.debit(member),
        creditAccountKey: route.credit(member),
        amountMicros: step.amount,
        type: route.type,
        description: route.type,
      };
      result = step.pending ? await ledger.createPending(input, tx) : await ledger.transfer(input, tx);
      const debit = at(input.debitAccountKey);
      const credit = at(input.creditAccountKey);
      const refused =
        debit.guarded && debit.debitsPending + debit.debitsPosted + step.amount > debit.creditsPosted;
      expect(result.status).toBe(refused ? 'exceeds_credits' : 'created');
      if (result.ok) {
        created.push({ input, pending: step.pending, id: result.transfer.id });
        if (step.pending) {
          holds.push({ id: result.transfer.id, input, state: 'pending' });
          debit.debitsPending += step.amount;
          credit.creditsPending += step.amount;
        } else {
          debit.debitsPosted += step.amount;
          credit.creditsPosted += step.amount;
        }
      }
    } else if (step.kind === 'replay') {
      const original = created[step.pick % Math.max(1, created.length)];
      if (!original) continue;
      const input = { ...original.input, amountMicros: original.input.amountMicros + (step.tweak ? 1n : 0n) };
      result = original.pending ? await ledger.createPending(input, tx) : await ledger.transfer(input, tx);
      expect(result.status).toBe(step.tweak ? 'exists_with_different_fields' : 'exists');
      if (result.ok) expect(result.transfer.id).toBe(original.id);
    } else {
      const target = holds[step.pick % Math.max(1, holds.length)];
      const phase = step.kind === 'post' ? 'post_pending' : 'void_pending';
      const resolveInput = { key: `prop:${newId()}`, pendingId: target?.id ?? newId() };
      result =
        step.kind === 'post'
          ? await ledger.postPending(resolveInput, tx)
          : await ledger.voidPending(resolveInput, tx);
      const expected = !target
        ? 'pending_transfer_not_found'
        : target.state === 'pending'
          ? 'created'
          : target.state === 'post_pending'
            ? 'pending_transfer_already_posted'
            : 'pending_transfer_already_voided';
      expect(result.status).toBe(expected);
      if (target && result.ok) {
        const { amountMicros: value, debitAccountKey, creditAccountKey } = target.input;
        at(debitAccountKey).debitsPending -= value;
        at(creditAccountKey).creditsPending -= value;
        if (phase === 'post_pending') {
          at(debitAccountKey).debitsPosted += value;
          at(creditAccountKey).creditsPosted += value;
        }
        target.state = phase;
      }
    }
    // Created transfers moved exactly what the model says; refusals and replays moved nothing.
    expect(await readCounters(tx, keys)).toEqual(model);
  }
  for (const m of members) {
    for (const key of [m.deposit, m.earnings]) {
      expect((await ledger.balanceOf(key, tx))?.availableMicros).toBeGreaterThanOrEqual(0n);
    }
  }
  await expectLedgerSound(tx);
}

async function runAndRollBack(commands: Command[]): Promise<void> {
  const run = t.database.db.transaction(async (tx) => {
    await runCommands(tx, commands);
    tx.rollback();
  });
  await expect(run).rejects.toBeInstanceOf(TransactionRollbackError);
}

it('keeps the ledger sound under any sequence of transfers, holds, posts, voids and replays', {
  timeout: 180_000,
}, async () => {
  await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 20 }), runAndRollBack), {
    numRuns: 40,
  });
});
