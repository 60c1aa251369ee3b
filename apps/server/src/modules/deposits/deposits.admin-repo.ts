import type { DepositStatus } from '@nova/contracts';
import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import type { DepositRow } from './deposits.repo.ts';
import { depositSenderProofs, deposits } from './deposits.tables.ts';

/**
 * The administrators' deposit lists and the claimants of a transfer (decision 017): the one place
 * the deposits module reads another module's table, joining each deposit to its member's name and
 * contact for display and search. Reads only.
 */
export type DepositWithUser = DepositRow & {
  user: { id: string; fullName: string | null; email: string | null; phone: string | null };
};

const userColumns = { id: users.id, fullName: users.fullName, email: users.email, phone: users.phone };

/** Admin list: newest first, searched by name, email, phone or transaction hash. */
export interface DepositListFilter {
  search?: string;
  status?: DepositStatus;
  /** One member's deposits (the admin Users tab). */
  userId?: string;
  /** Reads on after this row of the list's order (the CSV export streams deposits this way). */
  after?: { createdAt: Date; id: string };
}

export async function listAllDeposits(
  ex: DbOrTx,
  page: DepositListFilter & { limit: number; offset: number; count?: boolean },
): Promise<{ rows: DepositWithUser[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    page.status ? eq(deposits.status, page.status) : undefined,
    page.userId ? eq(deposits.userId, page.userId) : undefined,
    page.after
      ? or(
          lt(deposits.createdAt, page.after.createdAt),
          and(eq(deposits.createdAt, page.after.createdAt), lt(deposits.id, page.after.id)),
        )
      : undefined,
  ];
  if (page.search) {
    const pattern = `%${page.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      or(
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        ilike(deposits.transactionHash, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const found = await ex
    .select({ deposit: deposits, user: userColumns })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = found.map(({ deposit, user }) => ({ ...deposit, user }));
  if (page.count === false) return { rows, total: -1 };
  const [counted] = await ex
    .select({ n: count() })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findDepositWithUser(ex: DbOrTx, id: string): Promise<DepositWithUser | undefined> {
  const [found] = await ex
    .select({ deposit: deposits, user: userColumns })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id))
    .limit(1);
  return found && { ...found.deposit, user: found.user };
}

/** The claims of one transfer, and who claimed from or proved its sender (decision 017). */
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
