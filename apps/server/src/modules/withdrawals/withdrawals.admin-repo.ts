import type { WithdrawalStatus } from '@nova/contracts';
import { and, count, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import type { WithdrawalRow } from './withdrawals.repo.ts';
import { withdrawals } from './withdrawals.tables.ts';

/**
 * The administrators' withdrawal lists: the one place the withdrawals module reads another
 * module's table, joining each request to its member's name, email and phone, since searching
 * across member and request fields in one paged query needs the join. Reads only.
 */
export interface WithdrawalUser {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
}
export type AdminWithdrawalRow = WithdrawalRow & { user: WithdrawalUser };

const userColumns = { id: users.id, fullName: users.fullName, email: users.email, phone: users.phone };

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function adminWhere(filter: { statuses?: WithdrawalStatus[]; search?: string }): SQL | undefined {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  return and(
    filter.statuses ? inArray(withdrawals.status, filter.statuses) : undefined,
    pattern
      ? or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(withdrawals.walletAddress, pattern),
          ilike(withdrawals.transactionHash, pattern),
          sql`${withdrawals.id}::text = ${filter.search}`,
        )
      : undefined,
  );
}

export async function listAdminWithdrawals(
  db: DbOrTx,
  filter: {
    statuses?: WithdrawalStatus[];
    search?: string;
    /** One member's requests (the admin Users tab). */
    userId?: string;
    /** Newest-first lists read on after this row (the CSV export streams requests this way). */
    after?: { createdAt: Date; id: string };
    count?: boolean;
    limit: number;
    offset: number;
    oldestFirst?: boolean;
  },
): Promise<{ rows: AdminWithdrawalRow[]; total: number }> {
  const { after } = filter;
  const where = and(
    adminWhere(filter),
    filter.userId ? eq(withdrawals.userId, filter.userId) : undefined,
    after
      ? or(
          lt(withdrawals.createdAt, after.createdAt),
          and(eq(withdrawals.createdAt, after.createdAt), lt(withdrawals.id, after.id)),
        )
      : undefined,
  );
  const order = filter.oldestFirst
    ? [withdrawals.createdAt, withdrawals.id]
    : [desc(withdrawals.createdAt), desc(withdrawals.id)];
  const rows = await db
    .select({ withdrawal: withdrawals, user: userColumns })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const listed = rows.map(({ withdrawal, user }) => ({ ...withdrawal, user }));
  if (filter.count === false) return { rows: listed, total: -1 };
  const [counted] = await db
    .select({ n: count() })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where);
  return { rows: listed, total: counted?.n ?? 0 };
}

export async function findAdminWithdrawal(db: DbOrTx, id: string): Promise<AdminWithdrawalRow | undefined> {
  const [row] = await db
    .select({ withdrawal: withdrawals, user: userColumns })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  return row && { ...row.withdrawal, user: row.user };
}
