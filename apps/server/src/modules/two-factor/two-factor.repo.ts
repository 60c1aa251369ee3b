import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteBatch } from '../../db/delete-batch.ts';
import { loginChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from './two-factor.tables.ts';

/** Queries of the two-factor module, nothing else: rules live in the service. */
export type SecretRow = typeof twoFactorSecrets.$inferSelect;
export type ChallengeRow = typeof loginChallenges.$inferSelect;

export async function findSecret(db: DbOrTx, userId: string): Promise<SecretRow | undefined> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)).limit(1);
  return row;
}

/** A fresh pending secret, replacing a pending one; an enabled secret is never replaced here. */
export async function savePendingSecret(db: DbOrTx, userId: string, secret: string, now: Date) {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, createdAt: now, lastUsedStep: null, failedAttempts: 0, lockedUntil: null },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

export async function markEnabled(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ enabledAt: now })
    .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

/** Records the time step a code was accepted for; false when that step (or a later) was used. */
export async function takeStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, failedAttempts: 0 })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

/**
 * Takes one try of the account's code checks before the code is compared, atomically, so
 * concurrent guesses get no more than `failuresMax` comparisons. The try that reaches the limit
 * starts the pause (until `lockUntil`); a try after a pause ended starts a new run. Undefined when
 * two-factor is off or the checks are paused.
 */
export async function takeCodeTry(
  db: DbOrTx,
  userId: string,
  now: Date,
  failuresMax: number,
  lockUntil: Date,
): Promise<SecretRow | undefined> {
  const t = twoFactorSecrets;
  // The where clause keeps only rows not paused now, so a lock still set is one that has ended.
  const tries = sql`case when ${t.lockedUntil} is null then ${t.failedAttempts} + 1 else 1 end`;
  const [row] = await db
    .update(t)
    .set({
      failedAttempts: tries,
      lockedUntil: sql`case when ${tries} >= ${failuresMax} then ${lockUntil.toISOString()}::timestamptz end`,
    })
    .where(
      and(eq(t.userId, userId), isNotNull(t.enabledAt), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))),
    )
    .returning();
  return row;
}

/** A right code ends the run of tries, and the pause its own try may have started. */
export async function resetFailures(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(twoFactorSecrets)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(twoFactorSecrets.userId, userId));
}

export async function deleteTwoFactor(db: DbOrTx, userId: string): Promise<boolean> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  const rows = await db
    .delete(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .returning({ enabledAt: twoFactorSecrets.enabledAt });
  return rows.some((row) => row.enabledAt !== null);
}

export async function replaceRecoveryCodes(
  db: DbOrTx,
  userId: string,
  codes: { id: string; codeHash: string; lookup: string }[],
  now: Date,
): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ ...code, userId, createdAt: now })));
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The unused codes a code with this lookup may be: the one sharing it, and any issued without one. */
export async function recoveryCandidates(db: DbOrTx, userId: string, lookup: string) {
  const t = twoFactorRecoveryCodes;
  return db
    .select({ id: t.id, codeHash: t.codeHash })
    .from(t)
    .where(and(eq(t.userId, userId), isNull(t.usedAt), or(eq(t.lookup, lookup), isNull(t.lookup))))
    .limit(20);
}

/** Marks a recovery code used; false when a concurrent request used it first. */
export async function useRecoveryCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertChallenge(db: DbOrTx, values: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(values);
}

/** Takes one try of a live challenge, atomically; undefined when it is unknown, used, expired or spent. */
export async function takeChallengeTry(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  triesMax: number,
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, now),
        lt(loginChallenges.attempts, triesMax),
      ),
    )
    .returning();
  return row;
}

export async function consumeChallenge(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ consumedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Challenges that ended (expired, used or not) before `before`: for the pruning job. */
export function pruneChallenges(db: DbOrTx, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, loginChallenges, loginChallenges.id, lt(loginChallenges.expiresAt, before), limit);
}

/**
 * A batch of stored secrets after `afterUserId` (in user id order), for sealing and key rotation;
 * `plainOnly` keeps those written before encryption existed.
 */
export async function storedSecrets(
  db: DbOrTx,
  afterUserId: string | null,
  plainOnly: boolean,
  limit: number,
) {
  return db
    .select({ userId: twoFactorSecrets.userId, secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(
      and(
        afterUserId ? gt(twoFactorSecrets.userId, afterUserId) : undefined,
        plainOnly ? sql`${twoFactorSecrets.secret} not like 'v1:%'` : undefined,
      ),
    )
    .orderBy(twoFactorSecrets.userId)
    .limit(limit);
}

/** Replaces a stored secret only if it is still `was` (a new enrolment meanwhile wins). */
export async function replaceStoredSecret(db: DbOrTx, userId: string, was: string, now: string) {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ secret: now })
    .where(and(eq(twoFactorSecrets.userId, userId), eq(twoFactorSecrets.secret, was)))
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}
