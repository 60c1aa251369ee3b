import type { Database } from '../src/db/client.ts';
import { newId } from '../src/lib/ids.ts';
import {
  accounts,
  type LedgerService,
  memberAccountKey,
  systemAccountKey,
  type TransferInput,
} from '../src/modules/ledger/index.ts';

/**
 * The ledger benchmark's workloads. Every transfer goes through the ledger service
 * (`ledger.transfer`, each call its own request, no caller transaction), so the figure includes
 * its rules, locks and writes. Two workloads:
 * - uniform: transfers between random pairs of many guarded accounts, so writers rarely meet;
 * - hot account: every transfer touches the rewards pool (a daily reward) or membership revenue
 *   (a membership payment), as settlement and joins do in the real chart of accounts.
 * The baseline is the floor of one transaction per transfer: a plain INSERT of one transfer row,
 * autocommitted, into a copy of the transfers table, by as many writers.
 */
const UNIFORM_ACCOUNTS = 1_000;
const MEMBERS = 1_000;
const AMOUNT_MICROS = 1_000n;
const FUNDING_MICROS = 1_000_000_000n;

export interface LedgerFixture {
  uniformKeys: string[];
  memberIds: string[];
}

/** Runs `work` for indexes 0…count-1, `writers` at a time; answers completions per second. */
async function perSecond(count: number, writers: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, worker));
  return (count * 1000) / (performance.now() - started);
}

async function expectCreated(ledger: LedgerService, input: TransferInput): Promise<void> {
  const result = await ledger.transfer(input);
  if (result.status !== 'created') throw new Error(`bench transfer ${input.key} refused: ${result.status}`);
}

/**
 * Opens the accounts and funds them through the ledger. The uniform accounts are plain guarded
 * accounts (no member, so they move with a system type); the members get their two accounts.
 */
export async function prepareLedger(database: Database, ledger: LedgerService): Promise<LedgerFixture> {
  await ledger.ensureSystemAccounts();
  const uniformKeys = Array.from({ length: UNIFORM_ACCOUNTS }, (_, i) => `bench:uniform:${i}`);
  await database.db.insert(accounts).values([
    ...uniformKeys.map((key) => ({
      id: newId(),
      key,
      kind: 'bench',
      normalBalance: 'credit',
      guarded: true,
    })),
    { id: newId(), key: 'bench:source', kind: 'bench', normalBalance: 'debit', guarded: false },
  ]);
  const memberIds = Array.from({ length: MEMBERS }, () => newId());
  await Promise.all(memberIds.map((id) => ledger.openMemberAccounts(id)));
  const fund = (
    key: string,
    debitAccountKey: string,
    creditAccountKey: string,
    type: TransferInput['type'],
  ) =>
    expectCreated(ledger, {
      key,
      debitAccountKey,
      creditAccountKey,
      amountMicros: FUNDING_MICROS,
      type,
      description: 'Benchmark funding',
    });
  await fund(
    'bench:pool',
    systemAccountKey('operator_equity'),
    systemAccountKey('rewards_pool'),
    'POOL_FUNDING',
  );
  await perSecond(uniformKeys.length, 20, (i) =>
    fund(`bench:fund:${i}`, 'bench:source', uniformKeys[i] ?? '', 'CORRECTION'),
  );
  await perSecond(memberIds.length, 20, (i) => {
    const userId = memberIds[i] ?? '';
    return fund(
      `bench:deposit:${userId}`,
      systemAccountKey('custody', 'BEP20'),
      memberAccountKey(userId, 'deposit'),
      'DEPOSIT',
    );
  });
  return { uniformKeys, memberIds };
}

function uniformTransfer(fixture: LedgerFixture, key: string): TransferInput {
  const count = fixture.uniformKeys.length;
  const from = Math.floor(Math.random() * count);
  const to = (from + 1 + Math.floor(Math.random() * (count - 1))) % count;
  return {
    key,
    debitAccountKey: fixture.uniformKeys[from] ?? '',
    creditAccountKey: fixture.uniformKeys[to] ?? '',
    amountMicros: AMOUNT_MICROS,
    type: 'CORRECTION',
    description: 'Benchmark transfer',
  };
}

/** Alternately a daily reward out of the rewards pool and a membership payment into revenue. */
function hotTransfer(fixture: LedgerFixture, key: string, index: number): TransferInput {
  const userId = fixture.memberIds[Math.floor(Math.random() * fixture.memberIds.length)] ?? '';
  const reward = index % 2 === 0;
  return {
    key,
    debitAccountKey: reward ? systemAccountKey('rewards_pool') : memberAccountKey(userId, 'deposit'),
    creditAccountKey: reward ? memberAccountKey(userId, 'earnings') : systemAccountKey('membership_revenue'),
    amountMicros: AMOUNT_MICROS,
    type: reward ? 'VIP_EARNINGS' : 'VIP_PAYMENT',
    description: reward ? 'Daily VIP Earnings (Bench)' : 'VIP purchase (Bench)',
  };
}

export type Workload = 'uniform' | 'hot';

/** `count` transfers through the ledger service, `writers` requests at a time; transfers per second. */
export async function measureService(
  ledger: LedgerService,
  fixture: LedgerFixture,
  workload: Workload,
  count: number,
  writers: number,
): Promise<number> {
  const run = newId();
  return perSecond(count, writers, (index) => {
    const key = `bench:${run}:${index}`;
    const input = workload === 'uniform' ? uniformTransfer(fixture, key) : hotTransfer(fixture, key, index);
    return expectCreated(ledger, input);
  });
}

/** The baseline: one plain INSERT of a transfer row per transaction, `writers` at a time. */
export async function measurePlainInsert(
  database: Database,
  count: number,
  writers: number,
): Promise<number> {
  const pool = database.pool;
  if (!pool) throw new Error('the baseline needs PostgreSQL');
  await pool.query(
    'create table if not exists bench_transfers (like ledger_transfers including defaults including indexes)',
  );
  const [debit, credit] = (
    await pool.query<{ id: string }>('select id from ledger_accounts order by id limit 2')
  ).rows;
  const run = newId();
  return perSecond(count, writers, async (index) => {
    await pool.query(
      `insert into bench_transfers (id, key, debit_account_id, credit_account_id, amount, phase, type, description)
       values ($1, $2, $3, $4, $5, 'single', 'CORRECTION', 'Benchmark transfer')`,
      [newId(), `bench:${run}:${index}`, debit?.id, credit?.id, AMOUNT_MICROS.toString()],
    );
  });
}
