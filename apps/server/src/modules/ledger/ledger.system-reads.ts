import type { TransactionType } from '@nova/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, transfers } from './ledger.tables.ts';
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
  /** Posted amounts credited to member accounts, by member-facing type. */
  memberCreditsMicros: Partial<Record<TransactionType, bigint>>;
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
  const credits = await ex
    .select({ type: transfers.type, amount: sql<string>`sum(${transfers.amount})::text` })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(and(isNotNull(accounts.userId), inArray(transfers.phase, ['single', 'post_pending'])))
    .groupBy(transfers.type)
    .limit(100);
  const memberCreditsMicros: SystemFigures['memberCreditsMicros'] = {};
  for (const row of credits)
    if (isMemberTransferType(row.type)) memberCreditsMicros[row.type] = BigInt(row.amount);
  return {
    custodyMicros: BigInt(custody?.balance ?? '0'),
    memberLiabilitiesMicros: BigInt(members?.balance ?? '0'),
    memberCreditsMicros,
  };
}
