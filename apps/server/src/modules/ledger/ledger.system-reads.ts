import type { TransactionType } from '@nova/contracts';
import { inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { accounts, accountTotals } from './ledger.tables.ts';
import { isMemberTransferType } from './ledger.types.ts';

/**
 * System-wide figures (rule 3), the one read behind the operator's dashboard and the transparency
 * page: what custody holds, what the platform owes its members, and what members were credited by
 * type, read by one statement so they agree with each other.
 */
export interface SystemFigures {
  /** Posted balance of each custody account by key (on-chain per network and hosted BTC). */
  custodyByKey: Map<string, bigint>;
  custodyMicros: bigint;
  /** Posted balances of the member accounts by kind: funds on hold are still owed until paid out. */
  memberDepositsMicros: bigint;
  memberEarningsMicros: bigint;
  memberLiabilitiesMicros: bigint;
  /**
   * Net posted amounts into member accounts by member-facing type: credits less debits, so a
   * correction (the same type, the other way) takes back what it corrects.
   */
  memberNetMicros: Partial<Record<TransactionType, bigint>>;
}

const custodyKinds = ['custody', 'btc_custody'];

/**
 * One statement, so one snapshot without a transaction: custody balances by key, member balances by
 * kind, and the member accounts' totals by type (kept by the transfer path: a few rows per member).
 */
const systemRows = preparedOnce((ex: DbOrTx) => {
  const row = (part: string, name: SQL, amount: SQL) => ({
    part: sql<string>`${part}::text`.as('part'),
    name: sql<string>`${name}::text`.as('name'),
    amount: sql<string>`(${amount})::text`.as('amount'),
  });
  return unionAll(
    ex
      .select(row('custody', sql`${accounts.key}`, sql`${accounts.debitsPosted} - ${accounts.creditsPosted}`))
      .from(accounts)
      .where(inArray(accounts.kind, custodyKinds)),
    ex
      .select(
        row(
          'member',
          sql`${accounts.kind}`,
          sql`coalesce(sum(${accounts.creditsPosted} - ${accounts.debitsPosted}), 0)`,
        ),
      )
      .from(accounts)
      .where(isNotNull(accounts.userId))
      .groupBy(accounts.kind),
    ex
      .select(
        row('flow', sql`${accountTotals.type}`, sql`sum(${accountTotals.credits} - ${accountTotals.debits})`),
      )
      .from(accountTotals)
      .groupBy(accountTotals.type),
  ).prepare('ledger_system_figures');
});

export async function readSystemFigures(ex: DbOrTx): Promise<SystemFigures> {
  const rows = await systemRows(ex).execute();
  const amounts = (part: string) =>
    new Map(rows.filter((row) => row.part === part).map((row) => [row.name, BigInt(row.amount)]));
  const custodyByKey = amounts('custody');
  const memberBalances = amounts('member');
  const memberNetMicros: SystemFigures['memberNetMicros'] = {};
  for (const [type, micros] of amounts('flow'))
    if (isMemberTransferType(type)) memberNetMicros[type] = micros;
  const memberBalance = (kind: string) => memberBalances.get(kind) ?? 0n;
  const memberDepositsMicros = memberBalance('member_deposit');
  const memberEarningsMicros = memberBalance('member_earnings');
  return {
    custodyByKey,
    custodyMicros: [...custodyByKey.values()].reduce((sum, micros) => sum + micros, 0n),
    memberDepositsMicros,
    memberEarningsMicros,
    memberLiabilitiesMicros: memberDepositsMicros + memberEarningsMicros,
    memberNetMicros,
  };
}

/**
 * What each member is owed: the posted balances of their deposit and earnings accounts together
 * (funds on hold are still owed until paid out), only members owed more than zero. Call it in the
 * same snapshot as `readSystemFigures`, so the two totals agree.
 */
export async function readMemberLiabilities(ex: DbOrTx): Promise<{ userId: string; micros: bigint }[]> {
  const rows = await ex
    .select({
      userId: accounts.userId,
      micros: sql<string>`sum(${accounts.creditsPosted} - ${accounts.debitsPosted})::text`,
    })
    .from(accounts)
    .where(isNotNull(accounts.userId))
    .groupBy(accounts.userId)
    .having(sql`sum(${accounts.creditsPosted} - ${accounts.debitsPosted}) > 0`);
  return rows.map((row) => ({ userId: row.userId as string, micros: BigInt(row.micros) }));
}
