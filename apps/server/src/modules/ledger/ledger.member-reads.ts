import assert from 'node:assert/strict';
import type { DbOrTx } from '../../db/client.ts';
import { type MemberAccountKind, memberAccountKey } from './ledger.accounts.ts';
import * as repo from './ledger.repo.ts';
import { balanceOf } from './ledger.rules.ts';
import type { MemberBalances, MemberTotal, MemberTransfer } from './ledger.types.ts';

/** What a member's wallet reads from the ledger: balances, totals by type, and their transfers. */

function memberKindOf(kind: string): MemberAccountKind {
  assert.ok(kind === 'member_deposit' || kind === 'member_earnings', `not a member account kind: ${kind}`);
  return kind === 'member_deposit' ? 'deposit' : 'earnings';
}

export async function memberBalances(ex: DbOrTx, userId: string): Promise<MemberBalances> {
  const rows = await repo.findMemberAccounts(ex, userId);
  const find = (kind: MemberAccountKind) => {
    const row = rows.find((candidate) => candidate.key === memberAccountKey(userId, kind));
    assert.ok(row, `member ${userId} has no ${kind} account: open it at registration`);
    return balanceOf(row);
  };
  return { deposit: find('deposit'), earnings: find('earnings') };
}

type TotalsRow = Awaited<ReturnType<typeof repo.sumMembersTransfers>>[number];

function toTotal(row: TotalsRow): MemberTotal {
  return {
    account: memberKindOf(row.kind),
    type: row.type as MemberTotal['type'],
    creditsMicros: BigInt(row.credits),
    debitsMicros: BigInt(row.debits),
    creditCount: row.creditCount,
    debitCount: row.debitCount,
  };
}

export async function memberTotals(ex: DbOrTx, userId: string): Promise<MemberTotal[]> {
  return (await repo.sumMemberTransfers(ex, userId)).map(toTotal);
}

/**
 * Balances and totals of many members in two queries, whatever their number (the admin's member
 * lists and referral trees): the same queries a member's own wallet reads.
 */
export async function membersLedger(
  ex: DbOrTx,
  userIds: string[],
): Promise<Map<string, { balances: MemberBalances; totals: MemberTotal[] }>> {
  const [accountRows, totalRows] = [
    await repo.findMembersAccounts(ex, userIds),
    await repo.sumMembersTransfers(ex, userIds),
  ];
  const result = new Map<string, { balances: Partial<MemberBalances>; totals: MemberTotal[] }>();
  const entry = (userId: string) => {
    let found = result.get(userId);
    if (!found) {
      found = { balances: {}, totals: [] };
      result.set(userId, found);
    }
    return found;
  };
  for (const row of accountRows)
    if (row.userId) entry(row.userId).balances[memberKindOf(row.kind)] = balanceOf(row);
  for (const row of totalRows) entry(row.userId).totals.push(toTotal(row));
  for (const [userId, found] of result) {
    assert.ok(found.balances.deposit && found.balances.earnings, `member ${userId} lacks an account`);
  }
  return result as Map<string, { balances: MemberBalances; totals: MemberTotal[] }>;
}

/** Call inside one snapshot, so the page and its count agree. */
export async function memberTransfers(
  ex: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: MemberTransfer[]; total: number }> {
  const owned = await repo.findMemberAccounts(ex, userId);
  const { rows, total } = await repo.listMemberTransfers(ex, userId, page);
  const items = rows.map((row) => {
    const credited = owned.find((account) => account.id === row.creditAccountId);
    const debited = owned.find((account) => account.id === row.debitAccountId);
    const account = credited ?? debited;
    assert.ok(account, `transfer ${row.id} is listed for ${userId} but touches none of their accounts`);
    return {
      id: row.id,
      type: row.type as MemberTransfer['type'],
      account: memberKindOf(account.kind),
      description: row.description,
      amountMicros: credited ? row.amount : -row.amount,
      createdAt: row.createdAt,
    };
  });
  return { items, total };
}
