import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ModuleDeps } from '../../module-types.ts';

/**
 * The referrer chain: the `referrer_id` column of users (set at registration, never changed).
 * These read-only queries walk it; the referrals module reaches them through `createReferralChain`
 * and decides how deep (rule 28).
 */

export interface Ancestor {
  userId: string;
  /** 1 = the member's referrer, 2 = the referrer's referrer, … */
  level: number;
}

/** Up to `depth` referrers above the member, nearest first. A cycle cannot extend the walk. */
async function findAncestors(db: DbOrTx, userId: string, depth: number): Promise<Ancestor[]> {
  const rows = await rowsOf<{ user_id: string; level: number }>(
    db,
    sql`
    with recursive chain(user_id, level) as (
      select u.referrer_id, 1 from users u where u.id = ${userId} and u.referrer_id is not null
      union all
      select u.referrer_id, c.level + 1
      from chain c join users u on u.id = c.user_id
      where u.referrer_id is not null and c.level < ${depth}
    )
    select user_id, level::int as level from chain where user_id <> ${userId} order by level limit ${depth}`,
  );
  return rows.map((row) => ({ userId: row.user_id, level: row.level }));
}

/** The members up to `depth` levels below the member, as the CTE `team(id, level)`. */
function teamOf(userId: string, depth: number): SQL {
  return sql`with recursive team(id, level) as (
      select u.id, 1 from users u where u.referrer_id = ${userId}
      union all
      select u.id, t.level + 1 from team t join users u on u.referrer_id = t.id
      where t.level < ${depth} and u.id <> ${userId}
    )`;
}

export interface TeamMember {
  id: string;
  level: number;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  createdAt: Date;
}

/** Members up to `depth` levels below the member, newest first per level, at most `limit` rows. */
async function findTeam(db: DbOrTx, userId: string, limit: number, depth: number): Promise<TeamMember[]> {
  const rows = await rowsOf<{
    id: string;
    level: number;
    full_name: string | null;
    email: string | null;
    phone: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`
    ${teamOf(userId, depth)}
    select u.id, t.level::int as level, u.full_name, u.email, u.phone, u.created_at
    from team t join users u on u.id = t.id
    order by t.level, u.created_at desc, u.id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    level: row.level,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    createdAt: new Date(row.created_at),
  }));
}

/** How many members sit at each level below the member (for counts beyond the listed rows). */
async function countTeam(db: DbOrTx, userId: string, depth: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ level: number; members: number }>(
    db,
    sql`
    ${teamOf(userId, depth)}
    select level::int as level, count(*)::int as members from team group by level`,
  );
  return new Map(rows.map((row) => [row.level, row.members]));
}

/** The referrer chain as a service: each read runs on the database or on the caller's transaction. */
export function createReferralChain(deps: ModuleDeps) {
  const { db } = deps.database;
  return {
    /** Up to `depth` referrers above the member, nearest first. */
    ancestors: (userId: string, depth: number, tx: DbOrTx = db) => findAncestors(tx, userId, depth),
    /** Members up to `depth` levels below the member, newest first per level, at most `limit`. */
    team: (userId: string, limit: number, depth: number) => findTeam(db, userId, limit, depth),
    /** How many members sit at each level below the member. */
    teamCounts: (userId: string, depth: number) => countTeam(db, userId, depth),
  };
}

export type ReferralChain = ReturnType<typeof createReferralChain>;
