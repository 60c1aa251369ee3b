import type { TransactionType } from '@nova/contracts';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, accountTotals } from './ledger.tables.ts';
import { isMemberTransferType } from './ledger.types.ts';

/**
 * System-wide figures (rule 3), the one read behind the operator's dashboard and the transparency
 * page: what custody holds, what the platform owes its members, and what members were credited by
 * type. Read them in one snapshot (`ledger.readConsistent`) so they agree with each other.
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

export async function readSystemFigures(ex: DbOrTx): Promise<SystemFigures> {
  const custody = await ex
    .select({
      key: accounts.key,
      balance: sql<string>`(${accounts.debitsPosted} - ${accounts.creditsPosted})::text`,
    })
    .from(accounts)
    .where(inArray(accounts.kind, custodyKinds));
  const members = await ex
    .select({
      kind: accounts.kind,
      balance: sql<string>`coalesce(sum(${accounts.creditsPosted} - ${accounts.debitsPosted}), 0)::text`,
    })
    .from(accounts)
    .where(isNotNull(accounts.userId))
    .groupBy(accounts.kind);
  // The member accounts' totals by type, kept by the transfer path: a few rows per member.
  const flows = await ex
    .select({
      type: accountTotals.type,
      amount: sql<string>`sum(${accountTotals.credits} - ${accountTotals.debits})::text`,
    })
    .from(accountTotals)
    .groupBy(accountTotals.type)
    .limit(100);
  const memberNetMicros: SystemFigures['memberNetMicros'] = {};
  for (const row of flows) if (isMemberTransferType(row.type)) memberNetMicros[row.type] = BigInt(row.amount);
  const custodyByKey = new Map(custody.map((row) => [row.key, BigInt(row.balance)]));
  const memberBalance = (kind: string) => BigInt(members.find((row) => row.kind === kind)?.balance ?? '0');
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
