import { inArray, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { type Member, memberKeys, routes, system } from '../../../test/ledger-routes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { LedgerBatch } from './ledger.batch.ts';
import type { LedgerService } from './ledger.service.ts';
import { accounts, transfers } from './ledger.tables.ts';
import type { TransferInput } from './ledger.types.ts';

/**
 * One planner for single and batch posting: random sequences of transfers, corrections and key
 * replays are applied one by one, then the ones accepted are applied again as one batch from the
 * same start. Both ledgers must be identical: counters, transfers (with the corrections and members
 * they name) and the members' totals by type.
 */
let t: TestApp;
let ledger: LedgerService;
let batch: LedgerBatch;
beforeAll(async () => {
  t = await createTestApp();
  ledger = t.app.services.ledger;
  batch = t.app.services.ledgerBatch;
});
afterAll(() => t.close());

type MemberOf = Member & { userId: string };

const command = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      route: fc.nat(routes.length - 1),
      member: fc.nat(1),
      amount: fc.bigInt(1n, 40_000_000n),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick: fc.nat(),
      amount: fc.bigInt(1n, 5_000_000n),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** The same start in every run: two members with deposits and rewards, and a funded pool. */
const start = (members: MemberOf[]): TransferInput[] => [
  {
    key: 'start:pool',
    debitAccountKey: system.equity,
    creditAccountKey: system.pool,
    amountMicros: 500_000_000n,
    type: 'POOL_FUNDING',
    description: 'start',
  },
  ...members.flatMap((member, index): TransferInput[] => [
    {
      key: `start:deposit:${index}`,
      debitAccountKey: system.custody,
      creditAccountKey: member.deposit,
      amountMicros: 100_000_000n,
      type: 'DEPOSIT',
      description: 'start',
    },
    {
      key: `start:reward:${index}`,
      debitAccountKey: system.pool,
      creditAccountKey: member.earnings,
      amountMicros: 20_000_000n,
      type: 'VIP_EARNINGS',
      description: 'start',
    },
  ]),
];

/** Turns the commands into transfer inputs, corrections naming the start's transfers by key. */
function inputsOf(
  commands: Command[],
  members: MemberOf[],
  startInputs: TransferInput[],
): (TransferInput & { correctsKey?: string })[] {
  const made: (TransferInput & { correctsKey?: string })[] = [];
  commands.forEach((step, index) => {
    if (step.kind === 'transfer') {
      const route = routes[step.route] as (typeof routes)[number];
      const member = members[step.member] as MemberOf;
      made.push({
        key: `step:${index}`,
        debitAccountKey: route.debit(member),
        creditAccountKey: route.credit(member),
        amountMicros: step.amount,
        type: route.type,
        description: route.type,
      });
    } else if (step.kind === 'correct') {
      // Takes back part of a start transfer: the same type, the other way.
      const original = startInputs[step.pick % startInputs.length] as TransferInput;
      made.push({
        key: `step:${index}`,
        debitAccountKey: original.creditAccountKey,
        creditAccountKey: original.debitAccountKey,
        amountMicros: step.amount,
        type: original.type,
        description: 'correction',
        correctsKey: original.key,
      });
    } else if (made.length > 0) {
      made.push({ ...(made[step.pick % made.length] as TransferInput) });
    }
  });
  return made;
}

async function snapshot(tx: DbOrTx, members: MemberOf[]) {
  const keys = [...Object.values(system), ...members.flatMap((m) => [m.deposit, m.earnings])];
  const accountRows = await tx.select().from(accounts).where(inArray(accounts.key, keys));
  const keyOf = new Map(accountRows.map((row) => [row.id, row.key]));
  const transferRows = await tx.select().from(transfers);
  const transferKeyOf = new Map(transferRows.map((row) => [row.id, row.key]));
  return {
    counters: accountRows
      .map(({ key, debitsPending, debitsPosted, creditsPending, creditsPosted }) => ({
        key,
        debitsPending,
        debitsPosted,
        creditsPending,
        creditsPosted,
      }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    transfers: transferRows
      .map((row) => ({
        key: row.key,
        debit: keyOf.get(row.debitAccountId),
        credit: keyOf.get(row.creditAccountId),
        amount: row.amount,
        phase: row.phase,
        type: row.type,
        userId: row.userId,
        corrects: row.correctsId && transferKeyOf.get(row.correctsId),
      }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    totals: await Promise.all(
      members.map(async (member) =>
        (await ledger.memberTotals(member.userId, tx)).sort((a, b) =>
          `${a.account} ${a.type}`.localeCompare(`${b.account} ${b.type}`),
        ),
      ),
    ),
  };
}

/** Runs `work` from the same start in a transaction it rolls back, answering what it saw. */
async function fromStart<T>(
  members: MemberOf[],
  work: (tx: DbOrTx, ids: Map<string, string>) => Promise<T>,
): Promise<T> {
  let seen: T | undefined;
  const run = t.database.db.transaction(async (tx) => {
    await ledger.ensureSystemAccounts(tx);
    for (const member of members) await ledger.openMemberAccounts(member.userId, tx);
    const ids = new Map<string, string>();
    for (const input of start(members)) {
      const result = await ledger.transfer(input, tx);
      if (!result.ok) throw new Error(`start transfer ${input.key} refused: ${result.status}`);
      ids.set(input.key, result.transfer.id);
    }
    seen = await work(tx, ids);
    tx.rollback();
  });
  await expect(run).rejects.toBeInstanceOf(TransactionRollbackError);
  return seen as T;
}

const withCorrection = (
  { correctsKey, ...input }: TransferInput & { correctsKey?: string },
  ids: Map<string, string>,
) => (correctsKey ? { ...input, correctsId: ids.get(correctsKey) } : input);

it('posts the same ledger one transfer at a time and as one batch', { timeout: 180_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
      const members: MemberOf[] = [newId(), newId()].map((userId) => ({ userId, ...memberKeys(userId) }));
      const inputs = inputsOf(commands, members, start(members));
      const one = await fromStart(members, async (tx, ids) => {
        const accepted: typeof inputs = [];
        for (const input of inputs) {
          const result = await ledger.transfer(withCorrection(input, ids), tx);
          if (result.status === 'created') accepted.push(input);
        }
        await expectLedgerSound(tx);
        return { accepted, ledger: await snapshot(tx, members) };
      });
      const batched = await fromStart(members, async (tx, ids) => {
        const result = await batch.transferMany(
          one.accepted.map((input) => withCorrection(input, ids)),
          tx,
        );
        expect(result.ok).toBe(true);
        await expectLedgerSound(tx);
        return snapshot(tx, members);
      });
      expect(batched).toEqual(one.ledger);
    }),
    { numRuns: 30 },
  );
});
