import { and, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { memberNetOf } from '../ledger/ledger.member-figures.ts';
import { type MembershipOfRow, membershipOf } from '../vip/vip.membership-of.ts';
import type { SessionRow } from './tasks.repo.ts';
import { earningSessions } from './tasks.tables.ts';
import { type SessionView, sessionViewColumns } from './tasks.view.ts';

/**
 * What the VIP status and the Tasks screen show of a member, read in ONE round trip (members poll
 * both): their membership, their latest session, their last credited one, what was credited to
 * them within [from, to) and every daily reward the ledger has credited them.
 */
export interface EarningSnapshot {
  /** With its level's viewed columns and number, so the VIP view needs no other read. */
  membership: MembershipOfRow | null;
  latest: SessionView | null;
  /** Only what the 'new earnings' notice shows of it. */
  lastCredited: Pick<SessionRow, 'id' | 'reward' | 'creditedAt'> | null;
  creditedBetween: bigint;
  vipEarnings: bigint;
}

const member = sql`me.user_id`;
/** The columns a member is shown of a session, and the same columns of a subquery under its alias. */
type ViewColumns = Pick<typeof earningSessions._.columns, (typeof sessionViewColumns)[number]>;
const columnsOf = (source: { [Name in keyof ViewColumns]: unknown }) =>
  Object.fromEntries(sessionViewColumns.map((name) => [name, source[name]])) as ViewColumns;
const viewColumns = columnsOf(earningSessions);

const snapshot = preparedOnce((ex) => {
  const latest = ex
    .select(viewColumns)
    .from(earningSessions)
    .where(eq(earningSessions.userId, member))
    .orderBy(desc(earningSessions.startedAt))
    .limit(1)
    .as('latest');
  const lastCredited = ex
    .select({
      id: earningSessions.id,
      reward: earningSessions.reward,
      creditedAt: earningSessions.creditedAt,
    })
    .from(earningSessions)
    .where(and(eq(earningSessions.userId, member), isNotNull(earningSessions.creditedAt)))
    .orderBy(desc(earningSessions.creditedAt))
    .limit(1)
    .as('last_credited');
  const membership = membershipOf(ex, member);
  const creditedBetween: SQL<string> = sql`(select coalesce(sum(${earningSessions.reward}), 0)::text
    from ${earningSessions}
    where ${and(
      eq(earningSessions.userId, member),
      gte(earningSessions.creditedAt, sql.placeholder('from')),
      lt(earningSessions.creditedAt, sql.placeholder('to')),
    )})`;
  return ex
    .select({
      membership: {
        vipLevelId: membership.vipLevelId,
        totalPaid: membership.totalPaid,
        isActive: membership.isActive,
        createdAt: membership.createdAt,
        updatedAt: membership.updatedAt,
        levelNumber: membership.levelNumber,
      },
      // Its own key: a selection nests one level deep, so the level joins its membership below.
      membershipLevel: membership.level,
      latest: columnsOf(latest),
      lastCredited: { id: lastCredited.id, reward: lastCredited.reward, creditedAt: lastCredited.creditedAt },
      creditedBetween,
      vipEarnings: memberNetOf(member, 'member_earnings', 'VIP_EARNINGS'),
    })
    .from(sql`(select ${sql.placeholder('userId')}::uuid as user_id) me`)
    .leftJoinLateral(membership, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(lastCredited, sql`true`)
    .prepare('tasks_earning_snapshot');
});

export async function findEarningSnapshot(
  ex: DbOrTx,
  userId: string,
  credited: { from: Date; to: Date },
): Promise<EarningSnapshot> {
  const [row] = await snapshot(ex).execute({ userId, ...credited });
  if (!row) throw new Error('unreachable: the snapshot statement always answers one row');
  return {
    membership:
      row.membership && row.membershipLevel ? { ...row.membership, level: row.membershipLevel } : null,
    latest: row.latest,
    lastCredited: row.lastCredited,
    creditedBetween: BigInt(row.creditedBetween),
    vipEarnings: BigInt(row.vipEarnings),
  };
}
