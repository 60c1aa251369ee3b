import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { LevelViewRow } from './vip.levels-view.ts';
import type { MembershipRow } from './vip.memberships-repo.ts';
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

/** What membershipOf reads: the membership, its level's viewed columns and the level's number. */
export type MembershipOfRow = Pick<
  MembershipRow,
  'vipLevelId' | 'totalPaid' | 'isActive' | 'createdAt' | 'updatedAt'
> & { level: LevelViewRow; levelNumber: number };

const pricedBelow = alias(vipLevels, 'priced_below');

/**
 * The level's number as levelNumbers (vip.levels-view.ts) gives it: 1 + the active levels priced
 * below it, so an inactive level shows where it would stand.
 */
function levelNumberOf(ex: DbOrTx): SQL<number> {
  const below = ex
    .select({ number: sql`(1 + count(*))::int` })
    .from(pricedBelow)
    .where(and(eq(pricedBelow.isActive, true), lt(pricedBelow.amount, vipLevels.amount)));
  return sql<number>`(${below})`;
}

/**
 * The membership row with its level's viewed columns and number (a MembershipOfRow), as a
 * subquery `membership` for a lateral join: enough for the member's VIP view without another read.
 */
export function membershipOf(ex: DbOrTx, member: SQL) {
  return ex
    .select({
      vipLevelId: memberships.vipLevelId,
      totalPaid: memberships.totalPaid,
      isActive: memberships.isActive,
      createdAt: memberships.createdAt,
      updatedAt: memberships.updatedAt,
      levelNumber: levelNumberOf(ex).as('level_number'),
      level: {
        id: vipLevels.id,
        name: vipLevels.name,
        amount: vipLevels.amount,
        dailyEarning: vipLevels.dailyEarning,
        bicycleModel: vipLevels.bicycleModel,
        bicycleColor: vipLevels.bicycleColor,
        bicycleFeatures: vipLevels.bicycleFeatures,
        // Named apart from the membership's is_active: the outer statement reads both by name.
        isActive: sql<boolean>`${vipLevels.isActive}`.as('level_is_active'),
      },
    })
    .from(memberships)
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(eq(memberships.userId, member))
    .as('membership');
}
