import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteBatch } from '../../db/delete-batch.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { type EmailCodePurpose, emailChangeUndos, emailCodes, sessions, users } from './auth.tables.ts';

/** Queries of the auth module, nothing else: rules live in the service. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type EmailCodeRow = typeof emailCodes.$inferSelect;

const userCounts = preparedOnce((ex) =>
  ex
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
      since: sql<number>`(count(*) filter (where ${users.createdAt} >= ${sql.placeholder('since')}))::int`,
    })
    .from(users)
    .prepare('auth_user_counts'),
);

/** Members in total, active (not suspended), and registered since `since`. */
export async function countUsers(db: DbOrTx, since: Date) {
  const [row] = await userCounts(db).execute({ since: since.toISOString() });
  return { total: row?.total ?? 0, active: row?.active ?? 0, since: row?.since ?? 0 };
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The member's row, locked until the transaction ends (serialises sends and changes per member). */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

/** The active administrators, locked until the transaction ends. */
export async function lockActiveAdmins(db: DbOrTx): Promise<{ id: string }[]> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
    .orderBy(users.id)
    .limit(1000)
    .for('update');
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserByReferralCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live session with this token hash, with the member it belongs to (active members only). */
export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      isAdmin: users.isAdmin,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the member, except `keepSessionId` when given. */
export async function revokeSessionsOfUser(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(keepSessionId ? and(live, ne(sessions.id, keepSessionId)) : live);
}

const codesOf = (userId: string, purpose: EmailCodePurpose) =>
  and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose));

/** A new code makes every older one of the same purpose unusable. */
export async function invalidateLiveCodes(
  db: DbOrTx,
  userId: string,
  purpose: EmailCodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(codesOf(userId, purpose), isNull(emailCodes.consumedAt)));
}

export async function insertEmailCode(db: DbOrTx, values: typeof emailCodes.$inferInsert): Promise<void> {
  await db.insert(emailCodes).values(values);
}

export async function deleteEmailCode(db: DbOrTx, id: string): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

export async function findLiveCode(
  db: DbOrTx,
  userId: string,
  purpose: EmailCodePurpose,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(codesOf(userId, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row;
}

export async function lastCodeSentAt(
  db: DbOrTx,
  userId: string,
  purpose: EmailCodePurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(codesOf(userId, purpose))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/**
 * Takes one try of the code before it is compared, atomically, so concurrent guesses cannot get
 * more than `triesMax` comparisons. Returns the tries used, or undefined when none is left.
 */
export async function takeCodeTry(db: DbOrTx, codeId: string, triesMax: number): Promise<number | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt), lt(emailCodes.attempts, triesMax)))
    .returning({ attempts: emailCodes.attempts });
  return row?.attempts;
}

/** Marks the code used; false when it was used or replaced meanwhile. */
export async function consumeCode(db: DbOrTx, codeId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, codeId), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** Sessions that expired or were ended before `before`, at most `limit` (the pruning job). */
export function pruneSessions(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const ended = or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before));
  return deleteBatch(db, sessions, sessions.id, ended, limit);
}

/** Codes past their expiry before `before`, used or not, at most `limit` (the pruning job). */
export function pruneEmailCodes(db: DbOrTx, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, emailCodes, emailCodes.id, lt(emailCodes.expiresAt, before), limit);
}

export async function insertEmailChangeUndo(
  db: DbOrTx,
  values: typeof emailChangeUndos.$inferInsert,
): Promise<void> {
  await db.insert(emailChangeUndos).values(values);
}

/** Marks the undo link used, once: of concurrent callers with the same token, one gets the row. */
export async function takeEmailChangeUndo(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChangeUndos)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeUndos.tokenHash, tokenHash),
        isNull(emailChangeUndos.usedAt),
        gt(emailChangeUndos.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeUndos.userId, oldEmail: emailChangeUndos.oldEmail });
  return row;
}

/** Undo links that expired before `before`, used or not, at most `limit` (the pruning job). */
export function pruneEmailChangeUndos(db: DbOrTx, before: Date, limit: number): Promise<number> {
  return deleteBatch(
    db,
    emailChangeUndos,
    emailChangeUndos.id,
    lt(emailChangeUndos.expiresAt, before),
    limit,
  );
}
