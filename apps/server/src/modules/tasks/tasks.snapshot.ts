import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jsonRecord } from '../../db/json-record.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  accountByKey,
  decodeLastReward,
  lastRewardOf,
  memberAccountKey,
  rewardsBetweenOf,
  rewardsNetOf,
} from '../ledger/index.ts';
import {
  activeDailyEarningOf,
  decodeMembershipOf,
  type MembershipOfRow,
  membershipOf,
} from '../vip/index.ts';
import type { SessionRow } from './tasks.repo.ts';
import { earningSessions } from './tasks.tables.ts';
import { type SessionView, sessionViewColumns } from './tasks.view.ts';

/**
 * What the Tasks screen shows of a member, read in ONE round trip (members poll it): their active
 * level's daily reward, their latest session, their last credited one, what was credited to them
 * within [from, to) and every daily reward the ledger has credited them. The VIP status, polled
 * too, reads the membership with its level, the latest session and today's credits in another
 * statement of the same parts. Each row comes as one json value (db/json-record.ts): a few
 * columns to describe, parse and map, not thirty.
 */
export interface EarningSnapshot {
  /** The active level's daily reward; null without an active level. */
  activeDailyEarning: bigint | null;
  latest: SessionView | null;
  /** Only what the 'new earnings' notice shows of it. */
  lastCredited: Pick<SessionRow, 'id' | 'reward' | 'creditedAt'> | null;
  creditedBetween: bigint;
  vipEarnings: bigint;
}

const member = sql`me.user_id`;
/** The member's earnings account, for every part that reads its rewards. */
const earningsAccount = sql`me.earnings_account`;

const sessionView = jsonRecord(
  Object.fromEntries(sessionViewColumns.map((name) => [name, earningSessions[name]])) as Pick<
    typeof earningSessions._.columns,
    (typeof sessionViewColumns)[number]
  >,
);

/** The parts both snapshots share, as subqueries of one statement about `member`. */
function snapshotParts(ex: DbOrTx) {
  const latest = ex
    .select({ doc: sessionView.json.as('latest_doc') })
    .from(earningSessions)
    .where(eq(earningSessions.userId, member))
    .orderBy(desc(earningSessions.startedAt))
    .limit(1)
    .as('latest');
  // Credited today comes from the ledger's reward transfers, as the last credited session does in
  // the Tasks screen's snapshot: the sessions have no index by credit time (decision 014).
  const creditedBetween = rewardsBetweenOf(earningsAccount, sql.placeholder('from'), sql.placeholder('to'));
  return { latest, columns: { latest: latest.doc, creditedBetween } };
}

const userId = sql`${sql.placeholder('userId')}::uuid`;
// No `offset 0` to keep PostgreSQL from copying the account's lookup into each part that names it
// (one index probe each): behind that fence it planned the statement again on every execution,
// its generic plan costed above the custom ones, and the polls ran at half the rate.
const me = sql`(select ${userId} as user_id, ${accountByKey(sql.placeholder('earningsKey'))} as earnings_account) me`;

/**
 * The statement's values: the member, their earnings account's key and the span [from, to) as ISO
 * text, which pg sends as it is (a Date it formats in local time, field by field, on every call).
 */
const valuesOf = (userId: string, credited: { from: Date; to: Date }) => ({
  userId,
  earningsKey: memberAccountKey(userId, 'earnings'),
  from: credited.from.toISOString(),
  to: credited.to.toISOString(),
});

/** The Tasks screen's snapshot: of the membership only the active level's daily reward. */
const earningSnapshot = preparedOnce((ex) => {
  const { latest, columns } = snapshotParts(ex);
  const lastReward = lastRewardOf(earningsAccount);
  return ex
    .select({
      ...columns,
      activeDailyEarning: activeDailyEarningOf(member),
      lastCredited: lastReward.doc,
      vipEarnings: rewardsNetOf(earningsAccount),
    })
    .from(me)
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(lastReward, sql`true`)
    .prepare('tasks_earning_snapshot');
});

/**
 * The VIP status's snapshot: the membership with its level's viewed columns and number (so the VIP
 * view needs no other read), neither the last credited session nor the ledger's total.
 */
const vipSnapshot = preparedOnce((ex) => {
  const { latest, columns } = snapshotParts(ex);
  const membership = membershipOf(ex, member);
  return ex
    .select({ ...columns, membership: membership.doc })
    .from(me)
    .leftJoinLateral(membership, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .prepare('tasks_vip_snapshot');
});

export type VipSnapshot = Pick<EarningSnapshot, 'latest' | 'creditedBetween'> & {
  membership: MembershipOfRow | null;
};

/** The shared parts of either snapshot's row, decoded. */
const sharedOf = (row: { latest: string | null; creditedBetween: string }) => ({
  latest: sessionView.decode(row.latest),
  creditedBetween: BigInt(row.creditedBetween),
});

export async function findEarningSnapshot(
  ex: DbOrTx,
  userId: string,
  credited: { from: Date; to: Date },
): Promise<EarningSnapshot> {
  const [row] = await earningSnapshot(ex).execute(valuesOf(userId, credited));
  if (!row) throw new Error('unreachable: the snapshot statement always answers one row');
  const lastReward = decodeLastReward(row.lastCredited);
  return {
    ...sharedOf(row),
    activeDailyEarning: row.activeDailyEarning === null ? null : BigInt(row.activeDailyEarning),
    lastCredited: lastReward && {
      id: lastReward.sessionId,
      reward: lastReward.amount,
      creditedAt: lastReward.creditedAt,
    },
    vipEarnings: BigInt(row.vipEarnings),
  };
}

/** What the VIP status shows, in one round trip: the membership, the latest session, today's credits. */
export async function findVipSnapshot(
  ex: DbOrTx,
  userId: string,
  credited: { from: Date; to: Date },
): Promise<VipSnapshot> {
  const [row] = await vipSnapshot(ex).execute(valuesOf(userId, credited));
  if (!row) throw new Error('unreachable: the snapshot statement always answers one row');
  return { ...sharedOf(row), membership: decodeMembershipOf(row.membership) };
}
