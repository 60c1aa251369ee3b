import { and, asc, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimeText } from '../../db/iso-time.ts';
import { users } from '../auth/index.ts';
import {
  accounts,
  anyOf,
  latestReferralBonusesOf,
  memberFiguresOf,
  type ReceivedBonusJson,
} from '../ledger/index.ts';
import { earningSessions } from '../tasks/index.ts';
import { memberships, vipLevels } from '../vip/index.ts';

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

/**
 * A referral tree's node as the statement answers it: the member, their VIP level and the figures
 * the tree shows (exact decimal text, from the ledger's member figures), and their latest bonuses.
 * Mapped to the response in one pass (admin-users.tree.ts): a tree has thousands of these.
 */
export interface TreeRow {
  id: string;
  referrerId: string | null;
  level: number;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  referralCode: string;
  /** ISO text, as the response carries it. */
  createdAt: string;
  vipName: string | null;
  vipAmount: string | null;
  /** Null (as are the other figures) only for a member without ledger accounts (never: registration opens them). */
  balance: string | null;
  totalDeposits: string;
  totalEarnings: string;
  totalReferralBonus: string;
  referralBonusesCount: number;
  latest: ReceivedBonusJson[];
}

/**
 * The member and their referrals down to `depth` levels, with each node's VIP level, money figures
 * and latest referral bonuses, in ONE statement: the recursive part walks the referrer index, and
 * the ledger's figures and bonuses are read for the members it finds, with no list of ids sent
 * back and forth. Rows come level by level, oldest first.
 */
export async function referralTree(
  db: DbOrTx,
  rootId: string,
  depth: number,
  latestBonuses: number,
): Promise<TreeRow[]> {
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
    select tree.id, tree.referrer_id as "referrerId", tree.level, tree.full_name as "fullName",
      tree.email, tree.phone, tree.is_active as "isActive", tree.referral_code as "referralCode",
      ${isoTimeText(sql`tree.created_at`)} as "createdAt", l.name as "vipName", l.amount::text as "vipAmount",
      figures.balance, figures.total_deposits as "totalDeposits",
      figures.total_earnings as "totalEarnings", figures.total_referral_bonus as "totalReferralBonus",
      figures.referral_bonuses_count as "referralBonusesCount",
      ${latestReferralBonusesOf(sql`tree.id`, sql`figures.earnings_account_id`, latestBonuses)} as latest
    from tree
    left join lateral (${memberFiguresOf(sql`tree.id`)}) as figures on true
    left join ${memberships} as m on m.user_id = tree.id
    left join ${vipLevels} as l on l.id = m.vip_level_id
    order by tree.level, tree.created_at, tree.id
    limit 1000000`)) as unknown as { rows: TreeRow[] };
  return result.rows;
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
