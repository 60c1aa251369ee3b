import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import type { DepositWithUser } from './deposits.admin-repo.ts';
import { depositSenderProofs, deposits } from './deposits.tables.ts';

/**
 * What an administrator weighs before approving a claim of a shared-address transfer (decision
 * 017): every claim of the same transfer, every member who claimed from the same sender, and who
 * proved that sender. Reads only; joins the members' names for display, like deposits.admin-repo.ts.
 */
const userColumns = { id: users.id, fullName: users.fullName, email: users.email, phone: users.phone };
const CLAIMS_MAX = 100;

export async function claimsOfTransfer(
  ex: DbOrTx,
  transfer: { network: string; transactionHash: string; logIndex: number },
): Promise<DepositWithUser[]> {
  const found = await ex
    .select({ deposit: deposits, user: userColumns })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(
      and(
        eq(deposits.network, transfer.network),
        eq(deposits.transactionHash, transfer.transactionHash),
        eq(deposits.logIndex, transfer.logIndex),
      ),
    )
    .orderBy(deposits.createdAt, deposits.id)
    .limit(CLAIMS_MAX);
  return found.map(({ deposit, user }) => ({ ...deposit, user }));
}

/** The members who claimed transfers from `sender`, with how many claims and how many credited. */
export async function claimantsOfSender(ex: DbOrTx, sender: string) {
  return ex
    .select({
      user: userColumns,
      claims: sql<number>`count(*)::int`,
      credited: sql<number>`(count(*) filter (where ${deposits.status} = 'CONFIRMED'))::int`,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.senderAddress, sender), eq(deposits.source, 'HASH_CLAIM')))
    .groupBy(users.id, users.fullName, users.email, users.phone)
    .orderBy(desc(sql`count(*)`))
    .limit(CLAIMS_MAX);
}

/** The members who proved `sender`. */
export async function proversWithUser(ex: DbOrTx, sender: string) {
  const rows = await ex
    .select({ user: userColumns })
    .from(depositSenderProofs)
    .innerJoin(users, eq(users.id, depositSenderProofs.userId))
    .where(eq(depositSenderProofs.address, sender))
    .limit(CLAIMS_MAX);
  return rows.map((row) => row.user);
}
