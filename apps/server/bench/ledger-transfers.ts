import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { newId } from '../src/lib/ids.ts';
import {
  ensureSystemAccounts,
  memberAccountKey,
  openMemberAccounts,
  systemAccountKey,
} from '../src/modules/ledger/ledger.accounts.ts';
import { accounts, transfers } from '../src/modules/ledger/ledger.tables.ts';

/**
 * Ledger transfers per second. The ledger service is not on this branch yet, so each transfer
 * here takes the steps the design gives it (STYLE.md §4) by hand, in one SQL transaction: lock both
 * accounts FOR UPDATE in id order, insert the transfer, bump the posted counters. When the service
 * lands, `transferOnce` should call it instead so the figure includes its checks.
 */
const MEMBERS = 50;
const AMOUNT_MICROS = 1_000_000n;

interface Fixture {
  custodyId: string;
  memberIds: string[];
}

async function accountId(database: Database, key: string): Promise<string> {
  const [row] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.key, key));
  if (!row) throw new Error(`missing account ${key}`);
  return row.id;
}

async function transferOnce(database: Database, debitId: string, creditId: string, type: string) {
  await database.db.transaction(async (tx) => {
    const ids = [debitId, creditId].sort();
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(inArray(accounts.id, ids))
      .orderBy(accounts.id)
      .for('update');
    await tx.insert(transfers).values({
      id: newId(),
      key: `bench:${newId()}`,
      debitAccountId: debitId,
      creditAccountId: creditId,
      amount: AMOUNT_MICROS,
      phase: 'single',
      type,
      description: 'benchmark',
    });
    await tx
      .update(accounts)
      .set({ debitsPosted: sql`${accounts.debitsPosted} + ${AMOUNT_MICROS}` })
      .where(eq(accounts.id, debitId));
    await tx
      .update(accounts)
      .set({ creditsPosted: sql`${accounts.creditsPosted} + ${AMOUNT_MICROS}` })
      .where(eq(accounts.id, creditId));
  });
}

export async function prepareLedger(database: Database): Promise<Fixture> {
  await ensureSystemAccounts(database.db);
  const userIds = Array.from({ length: MEMBERS }, () => newId());
  for (const userId of userIds) await openMemberAccounts(database.db, userId);
  const custodyId = await accountId(database, systemAccountKey('custody', 'BEP20'));
  const memberIds = await Promise.all(
    userIds.map((id) => accountId(database, memberAccountKey(id, 'deposit'))),
  );
  return { custodyId, memberIds };
}

/** Runs `count` deposits (custody → member), `concurrency` at a time; answers transfers per second. */
export async function measureTransfers(
  database: Database,
  fixture: Fixture,
  count: number,
  concurrency: number,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const member = fixture.memberIds[index % fixture.memberIds.length] ?? '';
      await transferOnce(database, fixture.custodyId, member, 'DEPOSIT');
    }
  };
  const started = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedNs = process.hrtime.bigint() - started;
  return (count * 1e9) / Number(elapsedNs);
}

/** Posted debits equal posted credits over all accounts: the benchmark moved money correctly. */
export async function ledgerBalances(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({
      debits: sql<string>`coalesce(sum(${accounts.debitsPosted}), 0)::text`,
      credits: sql<string>`coalesce(sum(${accounts.creditsPosted}), 0)::text`,
    })
    .from(accounts);
  return row?.debits === row?.credits;
}
