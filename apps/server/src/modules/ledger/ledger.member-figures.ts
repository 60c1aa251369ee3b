import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
export interface MemberFiguresRow {
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

/**
 * The figures of the member `member` names (a value, or a column of an outer statement), or with
 * `many` of the members in the uuid array `member` names: one row per member with both accounts.
 * A subquery, so a referral tree reads each member's figures (a lateral join) in the statement that
 * finds them.
 */
export function memberFiguresOf(member: SQL, many = false): SQL {
  return sql`select a.user_id,
      (array_agg(a.id) filter (where ${earnings}))[1] as earnings_account_id,
      ${available('member_deposit')}::text as balance,
      ${available('member_earnings')}::text as withdrawable,
      ${held('member_earnings')}::text as held_earnings,
      ${held('member_deposit')}::text as held_deposit,
      ${net(sql`k.type = 'DEPOSIT' and ${deposit}`)}::text as total_deposits,
      ${net(sql`k.type in ('VIP_EARNINGS', 'TASK_REWARD') and ${earnings}`)}::text as total_earnings,
      ${net(sql`k.type = 'REFERRAL_BONUS' and ${earnings}`)}::text as total_referral_bonus,
      (-${net(sql`k.type = 'WITHDRAWAL' and ${earnings}`)})::text as total_withdrawn,
      (-${net(sql`k.type = 'WITHDRAWAL' and ${deposit}`)})::text as total_refunded,
      ${netCount(sql`k.type = 'DEPOSIT'`)}::int as deposits_count,
      (-${netCount(sql`k.type = 'WITHDRAWAL'`)})::int as withdrawals_count,
      ${netCount(sql`k.type = 'REFERRAL_BONUS'`)}::int as referral_bonuses_count
    from ${accounts} a left join ${accountTotals} k on k.account_id = a.id
    where a.user_id ${many ? sql`= any(${member})` : sql`= ${member}`}
      and a.kind in ('member_deposit', 'member_earnings')
    group by a.user_id
    having bool_or(${deposit}) and bool_or(${earnings})`;
}

export function figuresOfRow(row: MemberFiguresRow): MemberFigures {
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

/** The listed members' figures by member id (a member without both accounts is left out). */
export async function findMemberFigures(ex: DbOrTx, userIds: string[]): Promise<Map<string, MemberFigures>> {
  if (userIds.length === 0) return new Map();
  const result = (await ex.execute(memberFiguresOf(sql`${sql.param(userIds)}::uuid[]`, true))) as unknown as {
    rows: MemberFiguresRow[];
  };
  return new Map(result.rows.map((row) => [row.user_id, figuresOfRow(row)]));
}
