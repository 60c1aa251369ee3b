import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { jsonRecord } from '../../db/json-record.ts';
import type { LevelViewRow } from './vip.levels-view.ts';
import type { MembershipRow } from './vip.memberships-repo.ts';
import { memberships, vipLevels } from './vip.tables.ts';

/**
 * A member's membership as parts of another module's statement, so a screen that members poll
 * reads it in the same round trip as its own rows (the wallet, the Tasks screen). `member` is a
 * column or parameter of the outer statement holding the member's id.
 */

/**
 * The active level's daily reward (micro-units as text), or null without an active level. The
 * flag is a condition of the statement, not a value bound to it on every poll.
 */
export function activeDailyEarningOf(member: SQL): SQL<string | null> {
  return sql<string | null>`(select ${vipLevels.dailyEarning}::text from ${memberships}
    inner join ${vipLevels} on ${vipLevels.id} = ${memberships.vipLevelId}
    where ${and(eq(memberships.userId, member), sql`${memberships.isActive}`)})`;
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
const levelNumber = sql<number>`(${new QueryBuilder()
  .select({ number: sql`(1 + count(*))::int` })
  .from(pricedBelow)
  .where(and(eq(pricedBelow.isActive, true), lt(pricedBelow.amount, vipLevels.amount)))})`;

/** The membership and its level's viewed columns, flat: one json value of the outer statement. */
const membershipRecord = jsonRecord({
  vipLevelId: memberships.vipLevelId,
  totalPaid: memberships.totalPaid,
  isActive: memberships.isActive,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
  levelNumber,
  id: vipLevels.id,
  name: vipLevels.name,
  amount: vipLevels.amount,
  dailyEarning: vipLevels.dailyEarning,
  bicycleModel: vipLevels.bicycleModel,
  bicycleColor: vipLevels.bicycleColor,
  bicycleFeatures: vipLevels.bicycleFeatures,
  levelIsActive: vipLevels.isActive,
});

/**
 * The membership with its level's viewed columns and number, as a subquery `membership` for a
 * lateral join whose one column `doc` is null without a membership: enough for the member's VIP
 * view without another read. `decodeMembershipOf` turns `doc` into a MembershipOfRow.
 */
export function membershipOf(ex: DbOrTx, member: SQL) {
  return ex
    .select({ doc: membershipRecord.json.as('membership_doc') })
    .from(memberships)
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(eq(memberships.userId, member))
    .as('membership');
}

export function decodeMembershipOf(doc: string | null): MembershipOfRow | null {
  const row = membershipRecord.decode(doc);
  if (!row) return null;
  const { vipLevelId, totalPaid, isActive, createdAt, updatedAt, levelNumber, levelIsActive, ...level } = row;
  return {
    vipLevelId,
    totalPaid,
    isActive,
    createdAt,
    updatedAt,
    levelNumber,
    level: { ...level, isActive: levelIsActive },
  };
}
