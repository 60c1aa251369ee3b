import { and, desc, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { jsonRecord } from '../../db/json-record.ts';
import { accounts, transfers } from './ledger.tables.ts';

/**
 * A member's daily rewards as the ledger holds them, as parts of another module's statement about
 * `member` (a column or parameter of the outer statement): the Tasks screen and the VIP status poll
 * them. The transfers are only ever inserted, and indexed by member and time, so neither read grows
 * with a member's history nor makes crediting update an indexed column (decision 014).
 *
 * Only credits to the member's earnings account count: a correction takes a reward back the other
 * way and is not a reward credited.
 */
const rewardsTo = (member: SQL) =>
  and(
    eq(transfers.userId, member),
    // Written into the statement, not bound: only then may a prepared statement's generic plan use
    // the partial index of reward transfers (ledger_transfers_reward_idx), whose condition it is.
    sql`${transfers.type} = 'VIP_EARNINGS'`,
    sql`${transfers.creditAccountId} = (select ${accounts.id} from ${accounts}
      where ${and(eq(accounts.userId, member), eq(accounts.kind, 'member_earnings'))})`,
  );

/** The last reward credited: the session it paid (from the transfer's metadata), its amount and time. */
const lastRewardRecord = jsonRecord({
  sessionId: sql<string>`${transfers.metadata}->>'sessionId'`,
  amount: transfers.amount,
  creditedAt: transfers.createdAt,
});

/** The member's last reward credited, as a subquery `last_reward` whose one column `doc` is null without one. */
export function lastRewardOf(member: SQL) {
  return new QueryBuilder()
    .select({ doc: lastRewardRecord.json.as('last_reward_doc') })
    .from(transfers)
    .where(rewardsTo(member))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(1)
    .as('last_reward');
}

export const decodeLastReward = lastRewardRecord.decode;

/** What the member's rewards credited within [from, to) add up to (micro-units as text). */
export function rewardsBetweenOf(member: SQL, from: SQLWrapper, to: SQLWrapper): SQL<string> {
  return sql<string>`(select coalesce(sum(${transfers.amount}), 0)::text from ${transfers}
    where ${and(rewardsTo(member), gte(transfers.createdAt, from), lt(transfers.createdAt, to))})`;
}
