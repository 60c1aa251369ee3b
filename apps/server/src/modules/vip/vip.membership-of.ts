import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, vipLevels } from './vip.tables.ts';

/**
 * A member's membership as parts of another module's statement, so a screen that members poll
 * reads it in the same round trip as its own rows (the wallet, the Tasks screen). `member` is a
 * column or parameter of the outer statement holding the member's id.
 */

/** The active level's daily reward (micro-units as text), or null without an active level. */
export function activeDailyEarningOf(member: SQL): SQL<string | null> {
  return sql<string | null>`(select ${vipLevels.dailyEarning}::text from ${memberships}
    inner join ${vipLevels} on ${vipLevels.id} = ${memberships.vipLevelId}
    where ${and(eq(memberships.userId, member), eq(memberships.isActive, true))})`;
}

/** The membership row and its level's daily reward, as a subquery `membership` for a lateral join. */
export function membershipOf(ex: DbOrTx, member: SQL) {
  return ex
    .select({
      vipLevelId: memberships.vipLevelId,
      totalPaid: memberships.totalPaid,
      isActive: memberships.isActive,
      createdAt: memberships.createdAt,
      updatedAt: memberships.updatedAt,
      dailyEarning: vipLevels.dailyEarning,
    })
    .from(memberships)
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(eq(memberships.userId, member))
    .as('membership');
}
