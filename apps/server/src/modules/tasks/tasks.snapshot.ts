import { and, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { memberNetOf } from '../ledger/ledger.member-figures.ts';
import { type MembershipOfRow, membershipOf } from '../vip/vip.membership-of.ts';
import type { SessionRow } from './tasks.repo.ts';
import { earningSessions } from './tasks.tables.ts';
import { type SessionView, sessionViewColumns } from './tasks.view.ts';

/**
 * What the Tasks screen shows of a member, read in ONE round trip (members poll it): their
 * membership, their latest session, their last credited one, what was credited to them within
 * [from, to) and every daily reward the ledger has credited them. The VIP status, polled too, reads
 * the first three and today's credits in a narrower statement of the same parts.
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

/** The parts both snapshots are made of, as subqueries of one statement about `member`. */
function snapshotParts(ex: DbOrTx) {
  const latest = ex
    .select(viewColumns)
    .from(earningSessions)
    .where(eq(earningSessions.userId, member))
    .orderBy(desc(earningSessions.startedAt))
    .limit(1)
    .as('latest');
  const membership = membershipOf(ex, member);
  const creditedBetween: SQL<string> = sql`(select coalesce(sum(${earningSessions.reward}), 0)::text
    from ${earningSessions}
    where ${and(
      eq(earningSessions.userId, member),
      gte(earningSessions.creditedAt, sql.placeholder('from')),
      lt(earningSessions.creditedAt, sql.placeholder('to')),
    )})`;
  const columns = {
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
    creditedBetween,
  };
  return { latest, membership, columns };
}

const me = sql`(select ${sql.placeholder('userId')}::uuid as user_id) me`;

/** The Tasks screen's snapshot: every part. */
const earningSnapshot = preparedOnce((ex) => {
  const { latest, membership, columns } = snapshotParts(ex);
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
  return ex
    .select({
      ...columns,
      lastCredited: { id: lastCredited.id, reward: lastCredited.reward, creditedAt: lastCredited.creditedAt },
      vipEarnings: memberNetOf(member, 'member_earnings', 'VIP_EARNINGS'),
    })
    .from(me)
    .leftJoinLateral(membership, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(lastCredited, sql`true`)
    .prepare('tasks_earning_snapshot');
});

/** The VIP status's snapshot: neither the last credited session nor the ledger's total. */
const vipSnapshot = preparedOnce((ex) => {
  const { latest, membership, columns } = snapshotParts(ex);
  return ex
    .select(columns)
    .from(me)
    .leftJoinLateral(membership, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .prepare('tasks_vip_snapshot');
});

type VipSnapshot = Pick<EarningSnapshot, 'membership' | 'latest' | 'creditedBetween'>;

function toVipSnapshot(row: {
  membership: Omit<MembershipOfRow, 'level'> | null;
  membershipLevel: MembershipOfRow['level'] | null;
  latest: SessionView | null;
  creditedBetween: string;
}): VipSnapshot {
  return {
    membership:
      row.membership && row.membershipLevel ? { ...row.membership, level: row.membershipLevel } : null,
    latest: row.latest,
    creditedBetween: BigInt(row.creditedBetween),
  };
}

export async function findEarningSnapshot(
  ex: DbOrTx,
  userId: string,
  credited: { from: Date; to: Date },
): Promise<EarningSnapshot> {
  const [row] = await earningSnapshot(ex).execute({ userId, ...credited });
  if (!row) throw new Error('unreachable: the snapshot statement always answers one row');
  return { ...toVipSnapshot(row), lastCredited: row.lastCredited, vipEarnings: BigInt(row.vipEarnings) };
}

/** What the VIP status shows, in one round trip: the membership, the latest session, today's credits. */
export async function findVipSnapshot(
  ex: DbOrTx,
  userId: string,
  credited: { from: Date; to: Date },
): Promise<VipSnapshot> {
  const [row] = await vipSnapshot(ex).execute({ userId, ...credited });
  if (!row) throw new Error('unreachable: the snapshot statement always answers one row');
  return toVipSnapshot(row);
}
