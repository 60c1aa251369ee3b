import { and, desc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimeText } from '../../db/iso-time.ts';
import type { MemberAccountKind } from './ledger.accounts.ts';
import { accounts, transfers } from './ledger.tables.ts';

/**
 * One member's posted transfers of one type into one of their accounts, for the admin's Earnings
 * and referral-tree views: amounts signed from the member's side (a correction counts negative),
 * grouped per UTC day or listed a page at a time.
 */
const postedPhases = ['single', 'post_pending'];

function memberAccountKind(kind: MemberAccountKind): string {
  return kind === 'deposit' ? 'member_deposit' : 'member_earnings';
}

/** +amount when the transfer credits the member's account, −amount when it debits it. */
const signedAmount = sql<string>`case when ${transfers.creditAccountId} = ${accounts.id}
  then ${transfers.amount} else -${transfers.amount} end`;

function ofMemberType(userId: string, kind: MemberAccountKind, type: string, since: Date | null) {
  return and(
    eq(transfers.userId, userId),
    eq(transfers.type, type),
    inArray(transfers.phase, postedPhases),
    eq(accounts.userId, userId),
    eq(accounts.kind, memberAccountKind(kind)),
    since ? gte(transfers.createdAt, since) : undefined,
  );
}

const touchesAccount = or(
  eq(accounts.id, transfers.creditAccountId),
  eq(accounts.id, transfers.debitAccountId),
);

/** Net amount per UTC day (`YYYY-MM-DD`), from `since` on (all time when null). */
export async function dailyNetFlow(
  ex: DbOrTx,
  userId: string,
  kind: MemberAccountKind,
  type: string,
  since: Date | null,
): Promise<{ day: string; amountMicros: bigint }[]> {
  const day = sql<string>`to_char(${transfers.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await ex
    .select({ day, amount: sql<string>`sum(${signedAmount})::text` })
    .from(transfers)
    .innerJoin(accounts, touchesAccount)
    .where(ofMemberType(userId, kind, type, since))
    .groupBy(day)
    .orderBy(day)
    .limit(100_000);
  return rows.map((row) => ({ day: row.day, amountMicros: BigInt(row.amount) }));
}

/** A page of the transfers, newest first or largest first, with their number. */
export async function memberTransfersOfType(
  ex: DbOrTx,
  userId: string,
  kind: MemberAccountKind,
  type: string,
  query: { since: Date | null; sortBy: 'date' | 'amount'; limit: number; offset: number },
): Promise<{ rows: { id: string; amountMicros: bigint; createdAt: Date }[]; total: number }> {
  const where = ofMemberType(userId, kind, type, query.since);
  const order =
    query.sortBy === 'amount'
      ? [desc(signedAmount), desc(transfers.createdAt), desc(transfers.id)]
      : [desc(transfers.createdAt), desc(transfers.id)];
  const rows = await ex
    .select({ id: transfers.id, amount: sql<string>`${signedAmount}::text`, createdAt: transfers.createdAt })
    .from(transfers)
    .innerJoin(accounts, touchesAccount)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(transfers)
    .innerJoin(accounts, touchesAccount)
    .where(where);
  return {
    rows: rows.map((row) => ({ id: row.id, amountMicros: BigInt(row.amount), createdAt: row.createdAt })),
    total: counted?.n ?? 0,
  };
}

/** A received bonus as `latestReferralBonusesOf` lists it: [payer, level, amount, created at (ISO text)]. */
export type ReceivedBonusJson = [string | null, number | null, string, string];

/**
 * The `latestMax` newest referral bonuses credited to `member`'s earnings account `earnings`
 * (columns of the statement that lists the members, e.g. a referral tree's, which has the account
 * from the member's figures), newest first, as one JSON array of `ReceivedBonusJson`: straight from
 * the bonus index (ledger_transfers_bonus_idx), so a tree of ten thousand members reads their few
 * bonuses each, never their whole history. The array keeps the index's order, so no member's
 * bonuses are sorted again.
 */
export function latestReferralBonusesOf(member: SQL, earnings: SQL, latestMax: number): SQL {
  return sql`to_json(array(select json_build_array(${transfers.metadata} ->> 'sourceUserId',
        (${transfers.metadata} ->> 'level')::int, ${transfers.amount}::text, ${isoTimeText(transfers.createdAt)})
      from ${transfers}
      where ${transfers.userId} = ${member} and ${transfers.type} = 'REFERRAL_BONUS'
        and ${inArray(transfers.phase, postedPhases)} and ${transfers.creditAccountId} = ${earnings}
      order by ${transfers.createdAt} desc, ${transfers.id} desc
      limit ${latestMax}))`;
}
