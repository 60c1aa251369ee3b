import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depositSenderChallenges, depositSenderProofs } from './deposits.tables.ts';

/** Queries on proved sender addresses and their one-time challenges (decision 017). */
export type SenderChallengeRow = typeof depositSenderChallenges.$inferSelect;
export type SenderProofRow = typeof depositSenderProofs.$inferSelect;

/** The members who proved `address` (lower-case); a handful at most. */
export async function proversOf(ex: DbOrTx, address: string): Promise<string[]> {
  const rows = await ex
    .select({ userId: depositSenderProofs.userId })
    .from(depositSenderProofs)
    .where(eq(depositSenderProofs.address, address))
    .limit(50);
  return rows.map((row) => row.userId);
}

export async function proofsOfUsers(ex: DbOrTx, userIds: readonly string[]): Promise<SenderProofRow[]> {
  if (userIds.length === 0) return [];
  return ex
    .select()
    .from(depositSenderProofs)
    .where(inArray(depositSenderProofs.userId, [...userIds]))
    .orderBy(depositSenderProofs.createdAt)
    .limit(500);
}

export async function proofsOf(ex: DbOrTx, userId: string, limit: number): Promise<SenderProofRow[]> {
  return ex
    .select()
    .from(depositSenderProofs)
    .where(eq(depositSenderProofs.userId, userId))
    .orderBy(desc(depositSenderProofs.createdAt))
    .limit(limit);
}

export async function insertProof(ex: DbOrTx, row: SenderProofRow): Promise<void> {
  await ex.insert(depositSenderProofs).values(row).onConflictDoNothing();
}

export async function deleteProof(ex: DbOrTx, userId: string, address: string): Promise<boolean> {
  const removed = await ex
    .delete(depositSenderProofs)
    .where(and(eq(depositSenderProofs.userId, userId), eq(depositSenderProofs.address, address)))
    .returning({ address: depositSenderProofs.address });
  return removed.length > 0;
}

export async function insertChallenge(ex: DbOrTx, row: typeof depositSenderChallenges.$inferInsert) {
  await ex.insert(depositSenderChallenges).values(row);
}

export async function findChallenge(ex: DbOrTx, nonce: string): Promise<SenderChallengeRow | undefined> {
  const [row] = await ex
    .select()
    .from(depositSenderChallenges)
    .where(eq(depositSenderChallenges.nonce, nonce))
    .limit(1);
  return row;
}

/**
 * Uses the member's unexpired, unused challenge in one statement: of any number of concurrent
 * submissions, exactly one gets the row back.
 */
export async function useChallenge(
  ex: DbOrTx,
  challenge: { nonce: string; userId: string },
  now: Date,
): Promise<SenderChallengeRow | undefined> {
  const [row] = await ex
    .update(depositSenderChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(depositSenderChallenges.nonce, challenge.nonce),
        eq(depositSenderChallenges.userId, challenge.userId),
        isNull(depositSenderChallenges.usedAt),
        gt(depositSenderChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Housekeeping: challenges that ended before `before`, at most `limit`. */
export async function pruneChallenges(ex: DbOrTx, before: Date, limit: number): Promise<number> {
  const old = ex
    .select({ nonce: depositSenderChallenges.nonce })
    .from(depositSenderChallenges)
    .where(lt(depositSenderChallenges.expiresAt, before))
    .limit(limit);
  const removed = await ex
    .delete(depositSenderChallenges)
    .where(inArray(depositSenderChallenges.nonce, old))
    .returning({ nonce: depositSenderChallenges.nonce });
  return removed.length;
}
