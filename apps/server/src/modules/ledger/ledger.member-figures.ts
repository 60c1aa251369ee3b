import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { accounts, accountTotals } from './ledger.tables.ts';

/**
 * A member's money figures, derived from their ledger balances and totals by ONE query: the
 * member's wallet, the upgrade options, the admin Users tab, its exports and the referral tree all
 * read it, so the same figure is the same number on every screen (rule 1).
 */
export interface MemberFigures {
  /** Spendable deposit balance (rule 26). */
  balance: bigint;
  /** Available earnings balance. */
  withdrawable: bigint;
  heldEarnings: bigint;
  heldDeposit: bigint;
  totalDeposits: bigint;
  /** Daily rewards and task rewards credited. */
  totalEarnings: bigint;
  totalReferralBonus: bigint;
  /** Withdrawals paid from earnings. */
  totalWithdrawn: bigint;
  /** Withdrawals paid from unspent deposits. */
  totalRefunded: bigint;
  depositsCount: number;
  withdrawalsCount: number;
  referralBonusesCount: number;
}

/** The figures as the query answers them: amounts as decimal text (exact), counts as integers. */
interface MemberFiguresRow {
  user_id: string;
  /** The member's earnings account (where their bonuses are credited). */
  earnings_account_id: string;
  balance: string;
  withdrawable: string;
  held_earnings: string;
  held_deposit: string;
  total_deposits: string;
  total_earnings: string;
  total_referral_bonus: string;
  total_withdrawn: string;
  total_refunded: string;
  deposits_count: number;
  withdrawals_count: number;
  referral_bonuses_count: number;
}

/** Available = posted balance less the holds against it (ledger.rules.ts `balanceOf`), by account kind. */
const available = (kind: string) => sql`max(case when a.kind = ${kind} then
  case when a.normal_balance = 'debit' then a.debits_posted - a.credits_posted - a.credits_pending
  else a.credits_posted - a.debits_posted - a.debits_pending end end)`;
const held = (kind: string) => sql`max(case when a.kind = ${kind} then
  case when a.normal_balance = 'debit' then a.credits_pending else a.debits_pending end end)`;

/** Credits less debits of the totals that match (corrections reuse the corrected type the other way). */
const net = (where: SQL) => sql`coalesce(sum(k.credits - k.debits) filter (where ${where}), 0)`;
const netCount = (where: SQL) =>
  sql`coalesce(sum(k.credit_count - k.debit_count) filter (where ${where}), 0)`;
const deposit = sql.raw(`a.kind = 'member_deposit'`);
const earnings = sql.raw(`a.kind = 'member_earnings'`);

/** Each figure's SQL over the member's accounts `a` and their totals `k`, named as in MemberFiguresRow. */
const figureColumns = {
  user_id: sql<string>`a.user_id`,
  earnings_account_id: sql<string>`(array_agg(a.id) filter (where ${earnings}))[1]`,
  balance: sql<string>`${available('member_deposit')}::text`,
  withdrawable: sql<string>`${available('member_earnings')}::text`,
  held_earnings: sql<string>`${held('member_earnings')}::text`,
  held_deposit: sql<string>`${held('member_deposit')}::text`,
  total_deposits: sql<string>`${net(sql`k.type = 'DEPOSIT' and ${deposit}`)}::text`,
  total_earnings: sql<string>`${net(sql`k.type in ('VIP_EARNINGS', 'TASK_REWARD') and ${earnings}`)}::text`,
  total_referral_bonus: sql<string>`${net(sql`k.type = 'REFERRAL_BONUS' and ${earnings}`)}::text`,
  total_withdrawn: sql<string>`(-${net(sql`k.type = 'WITHDRAWAL' and ${earnings}`)})::text`,
  total_refunded: sql<string>`(-${net(sql`k.type = 'WITHDRAWAL' and ${deposit}`)})::text`,
  deposits_count: sql<number>`${netCount(sql`k.type = 'DEPOSIT'`)}::int`,
  withdrawals_count: sql<number>`(-${netCount(sql`k.type = 'WITHDRAWAL'`)})::int`,
  referral_bonuses_count: sql<number>`${netCount(sql`k.type = 'REFERRAL_BONUS'`)}::int`,
} satisfies Record<keyof MemberFiguresRow, SQL>;

const memberKinds = sql`a.kind in ('member_deposit', 'member_earnings')`;
const bothAccounts = sql`bool_or(${deposit}) and bool_or(${earnings})`;

/**
 * The figures of the member `member` names (a column of an outer statement): one row when they
 * have both accounts. A subquery, so a referral tree reads each member's figures (a lateral join)
 * in the statement that finds them.
 */
export function memberFiguresOf(member: SQL): SQL {
  const columns = Object.entries(figureColumns).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)}
    from ${accounts} a left join ${accountTotals} k on k.account_id = a.id
    where a.user_id = ${member} and ${memberKinds}
    group by a.user_id
    having ${bothAccounts}`;
}

function figuresOfRow(row: MemberFiguresRow): MemberFigures {
  return {
    balance: BigInt(row.balance),
    withdrawable: BigInt(row.withdrawable),
    heldEarnings: BigInt(row.held_earnings),
    heldDeposit: BigInt(row.held_deposit),
    totalDeposits: BigInt(row.total_deposits),
    totalEarnings: BigInt(row.total_earnings),
    totalReferralBonus: BigInt(row.total_referral_bonus),
    totalWithdrawn: BigInt(row.total_withdrawn),
    totalRefunded: BigInt(row.total_refunded),
    depositsCount: row.deposits_count,
    withdrawalsCount: row.withdrawals_count,
    referralBonusesCount: row.referral_bonuses_count,
  };
}

const memberAccounts = alias(accounts, 'a');
const memberTotals = alias(accountTotals, 'k');

/** The figures statement's body over the members `members` selects (a condition on `a.user_id`). */
function overMembers<Query extends PgSelect>(query: Query, members: SQL) {
  return query
    .leftJoin(memberTotals, eq(memberTotals.accountId, memberAccounts.id))
    .where(sql`${members} and ${memberKinds}`)
    .groupBy(memberAccounts.userId)
    .having(bothAccounts);
}

/** Built once per database or transaction: the figures admin lists read are not rebuilt per call. */
const preparedFigures = preparedOnce((ex) =>
  overMembers(
    ex.select(figureColumns).from(memberAccounts).$dynamic(),
    sql`a.user_id = any(${sql.placeholder('userIds')}::uuid[])`,
  ).prepare('ledger_member_figures'),
);

/**
 * The listed members' figures by member id (a member without both accounts is left out): the
 * same columns as `memberFiguresOf`, as a named prepared statement, so the wallet a member polls
 * is planned once per connection, not on every request.
 */
export async function findMemberFigures(ex: DbOrTx, userIds: string[]): Promise<Map<string, MemberFigures>> {
  if (userIds.length === 0) return new Map();
  const rows = await preparedFigures(ex).execute({ userIds });
  return new Map(rows.map((row) => [row.user_id, figuresOfRow(row)]));
}

/**
 * One member's figures with one column of another module's beside them, computed over the
 * member's id (`extra` receives that column), as ONE named prepared statement: the wallet adds the
 * active level's daily reward and its members poll one round trip, not two.
 */
export function memberFiguresWith<Extra>(name: string, extra: (member: SQL) => SQL<Extra>) {
  const columns = { ...figureColumns, extra: extra(sql`a.user_id`) };
  const statement = preparedOnce((ex) =>
    overMembers(
      ex.select(columns).from(memberAccounts).$dynamic(),
      sql`a.user_id = ${sql.placeholder('userId')}`,
    ).prepare(name),
  );
  return async (
    ex: DbOrTx,
    userId: string,
  ): Promise<{ figures: MemberFigures; extra: Extra } | undefined> => {
    const [row] = await statement(ex).execute({ userId });
    return row ? { figures: figuresOfRow(row), extra: row.extra } : undefined;
  };
}
