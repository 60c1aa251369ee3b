import { and, asc, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { anyOf } from '../ledger/ledger.repo.ts';
import { accounts } from '../ledger/ledger.tables.ts';
import { earningSessions } from '../tasks/tasks.tables.ts';
import { memberships, vipLevels } from '../vip/vip.tables.ts';

/**
 * Read-model queries behind the admin Users and VIP Members tabs: they
 * join several modules' tables in one statement per page, and never write.
 */
const referrer = alias(users, 'referrer');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface UserFilters {
  search?: string;
  status?: 'active' | 'suspended';
}

/**
 * Name, email, phone and referral code as one text, exactly the expression of the trigram index
 * `users_search_trgm_idx` (migration 0012), so a search reads the index instead of every member.
 */
const searchable = sql`(coalesce(${users.fullName}, '') || chr(1) || coalesce(${users.email}, '') || chr(1) || coalesce(${users.phone}, '') || chr(1) || ${users.referralCode})`;

function usersWhere(filters: UserFilters): SQL | undefined {
  const { search, status } = filters;
  const pattern = search ? likePattern(search) : undefined;
  return and(
    pattern
      ? or(ilike(searchable, pattern), search && uuidPattern.test(search) ? eq(users.id, search) : undefined)
      : undefined,
    status ? eq(users.isActive, status === 'active') : undefined,
  );
}

/** Everything of a member the Users tab shows except money (which the ledger supplies). */
const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  isActive: users.isActive,
  isAdmin: users.isAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  referralCode: users.referralCode,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  referrer: {
    id: referrer.id,
    fullName: referrer.fullName,
    email: referrer.email,
    phone: referrer.phone,
  },
  referrals: sql<number>`(select count(*) from ${users} as children where children.referrer_id = ${users.id})::int`,
  firstTaskAt: sql<
    string | null
  >`(select min(${earningSessions.startedAt}) from ${earningSessions} where ${earningSessions.userId} = ${users.id})`,
  walletId: accounts.id,
  vip: {
    id: vipLevels.id,
    name: vipLevels.name,
    amount: vipLevels.amount,
    dailyEarning: vipLevels.dailyEarning,
    isActive: memberships.isActive,
  },
};

/**
 * The page's members are chosen first from `users` alone (its created_at index, the LIMIT), and
 * only those rows are joined and have their counts computed: the cost is the page's, not the table's.
 */
function selectUsers(db: DbOrTx, where: SQL | undefined, page: { limit: number; offset: number }) {
  const chosen = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('chosen');
  return db
    .select(userColumns)
    .from(chosen)
    .innerJoin(users, eq(users.id, chosen.id))
    .leftJoin(referrer, eq(referrer.id, users.referrerId))
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.kind, 'member_deposit')))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .orderBy(desc(users.createdAt), desc(users.id));
}

export type UserListRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** Newest members first (the id breaks ties). */
export async function listUsers(
  db: DbOrTx,
  filters: UserFilters,
  page: { limit: number; offset: number },
): Promise<UserListRow[]> {
  return selectUsers(db, usersWhere(filters), page);
}

export async function countUsers(db: DbOrTx, filters: UserFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(usersWhere(filters));
  return row?.n ?? 0;
}

/** The next batch after `after` in the list's order (the CSV export streams members this way). */
export async function usersAfter(
  db: DbOrTx,
  filters: UserFilters,
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<UserListRow[]> {
  const keyset = after
    ? or(
        lt(users.createdAt, after.createdAt),
        and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)),
      )
    : undefined;
  return selectUsers(db, and(usersWhere(filters), keyset), { limit, offset: 0 });
}

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** Name, email and phone of the listed members. */
export async function contactsOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(anyOf(users.id, ids))
    .limit(ids.length);
}

export interface TreeRow {
  id: string;
  referrerId: string | null;
  level: number;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  referralCode: string;
  createdAt: Date;
  vipName: string | null;
  vipAmount: bigint | null;
}

/**
 * The member and their referrals down to `depth` levels, in ONE recursive query (the referrer
 * index serves each level), with each node's VIP level. Rows come level by level, oldest first.
 */
export async function referralTree(db: DbOrTx, rootId: string, depth: number): Promise<TreeRow[]> {
  type Row = {
    id: string;
    referrer_id: string | null;
    level: number;
    full_name: string | null;
    email: string | null;
    phone: string | null;
    is_active: boolean;
    referral_code: string;
    created_at: string | Date;
    vip_name: string | null;
    vip_amount: string | null;
  };
  // Each level carries the member's columns from the referrer index's rows, so users is read once.
  const result = (await db.execute(sql`
    with recursive tree as (
      select id, referrer_id, 0 as level, full_name, email, phone, is_active, referral_code, created_at
      from ${users} where ${users.id} = ${rootId}
      union all
      select child.id, child.referrer_id, tree.level + 1, child.full_name, child.email, child.phone,
        child.is_active, child.referral_code, child.created_at
      from tree join ${users} as child on child.referrer_id = tree.id
      where tree.level < ${depth}
    )
    select tree.*, l.name as vip_name, l.amount::text as vip_amount
    from tree
    left join ${memberships} as m on m.user_id = tree.id
    left join ${vipLevels} as l on l.id = m.vip_level_id
    order by tree.level, tree.created_at, tree.id
    limit 1000000`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    id: row.id,
    referrerId: row.referrer_id,
    level: Number(row.level),
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    isActive: row.is_active,
    referralCode: row.referral_code,
    createdAt: new Date(row.created_at),
    vipName: row.vip_name,
    vipAmount: row.vip_amount === null ? null : BigInt(row.vip_amount),
  }));
}

function vipMembersWhere(filters: { search?: string; activeOnly: boolean }): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    pattern
      ? or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(vipLevels.name, pattern),
        )
      : undefined,
    filters.activeOnly ? eq(memberships.isActive, true) : undefined,
  );
}

/** Members holding a VIP level, newest membership first. */
export async function listVipMembers(
  db: DbOrTx,
  filters: { search?: string; activeOnly: boolean },
  page: { limit: number; offset: number },
) {
  const where = vipMembersWhere(filters);
  const rows = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      levelId: vipLevels.id,
      levelName: vipLevels.name,
      levelAmount: vipLevels.amount,
      isActive: memberships.isActive,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(where)
    .orderBy(desc(memberships.createdAt), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}
