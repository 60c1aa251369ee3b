import type { TransactionType } from '@nova/contracts';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, accountTotals } from './ledger.tables.ts';
import { isMemberTransferType } from './ledger.types.ts';

/**
 * System-wide figures for the operator's dashboard and the transparency page (rule 3):
 * what custody holds, what the platform owes its members, and what members were credited by type.
 */
export interface SystemFigures {
  /** Posted balance of every custody account (on-chain per network and hosted BTC). */
  custodyMicros: bigint;
  /** Posted balances of all member accounts: funds on hold are still owed until paid out. */
  memberLiabilitiesMicros: bigint;
  /**
   * Net posted amounts into member accounts by member-facing type: credits less debits, so a
   * correction (the same type, the other way) takes back what it corrects, as on the transparency page.
   */
  memberNetMicros: Partial<Record<TransactionType, bigint>>;
}

const custodyKinds = ['custody', 'btc_custody'];

export async function readSystemFigures(ex: DbOrTx): Promise<SystemFigures> {
  const [custody] = await ex
    .select({
      balance: sql<string>`coalesce(sum(${accounts.debitsPosted} - ${accounts.creditsPosted}), 0)::text`,
    })
    .from(accounts)
    .where(inArray(accounts.kind, custodyKinds));
  const [members] = await ex
    .select({
      balance: sql<string>`coalesce(sum(${accounts.creditsPosted} - ${accounts.debitsPosted}), 0)::text`,
    })
    .from(accounts)
    .where(isNotNull(accounts.userId));
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
  return {
    custodyMicros: BigInt(custody?.balance ?? '0'),
    memberLiabilitiesMicros: BigInt(members?.balance ?? '0'),
    memberNetMicros,
  };
}
