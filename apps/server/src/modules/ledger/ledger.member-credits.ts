import { and, desc, eq, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { jsonRecord } from '../../db/json-record.ts';
import { accounts, accountTotals, transfers } from './ledger.tables.ts';

// A member's daily rewards as the ledger holds them, as parts of another module's statement: the
// Tasks screen and the VIP status poll them. The statement names the member's earnings account
// (`accountByKey`) and hands it to the parts as `account`; PostgreSQL looks it up once per part
// that uses it (tasks.snapshot.ts says why), each time one probe of the unique key. The reward
// transfers are only ever inserted, and indexed by the account they credit and time, so no read
// grows with a member's history nor makes crediting update an indexed column (decision 014). Only
// credits to the earnings account count: a correction takes a reward back the other way and is not
// a reward credited.

/**
 * An account's id by its key (`memberAccountKey`), as a scalar subquery: one probe of the unique
 * key, where looking a member's account up by member and kind reads every account of the member.
 */
export function accountByKey(key: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${accounts.id} from ${accounts} where ${accounts.key} = ${key})`;
}

const rewardsTo = (account: SQL) =>
  and(
    eq(transfers.creditAccountId, account),
    // Written into the statement, not bound: only then may a prepared statement's generic plan use
    // the partial index of reward transfers (ledger_transfers_reward_idx), whose condition it is.
    sql`${transfers.type} = 'VIP_EARNINGS'`,
  );

/** The last reward credited: the session it paid (from the transfer's metadata), its amount and time. */
const lastRewardRecord = jsonRecord({
  sessionId: sql<string>`${transfers.metadata}->>'sessionId'`,
  amount: transfers.amount,
  creditedAt: transfers.createdAt,
});

/** The last reward credited to `account`, as a subquery `last_reward` whose one column `doc` is null without one. */
export function lastRewardOf(account: SQL) {
  return new QueryBuilder()
    .select({ doc: lastRewardRecord.json.as('last_reward_doc') })
    .from(transfers)
    .where(rewardsTo(account))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(1)
    .as('last_reward');
}

export const decodeLastReward = lastRewardRecord.decode;

/** What the rewards credited to `account` within [from, to) add up to (micro-units as text). */
export function rewardsBetweenOf(account: SQL, from: SQLWrapper, to: SQLWrapper): SQL<string> {
  return sql<string>`(select coalesce(sum(${transfers.amount}), 0)::text from ${transfers}
    where ${and(rewardsTo(account), gte(transfers.createdAt, from), lt(transfers.createdAt, to))})`;
}

/** The daily rewards credited to `account` less those taken back, in all (micro-units as text). */
export function rewardsNetOf(account: SQL): SQL<string> {
  return sql<string>`(select coalesce(sum(${accountTotals.credits} - ${accountTotals.debits}), 0)::text
    from ${accountTotals} where ${and(eq(accountTotals.accountId, account), sql`${accountTotals.type} = 'VIP_EARNINGS'`)})`;
}
