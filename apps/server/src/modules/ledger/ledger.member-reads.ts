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

/** Posted amounts into and out of the member's accounts, by account and type. */
export async function memberTotals(ex: DbOrTx, userId: string): Promise<MemberTotal[]> {
  return (await repo.findMemberTotals(ex, userId)).map((total) => ({
    account: memberKindOf(total.kind),
    type: total.type as MemberTotal['type'],
    creditsMicros: total.credits,
    debitsMicros: total.debits,
    creditCount: total.creditCount,
    debitCount: total.debitCount,
  }));
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
