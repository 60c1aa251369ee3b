import { count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { publishEvents } from '../events/index.ts';
import { memberships, vipLevels } from './vip.tables.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export interface MembershipWithLevel {
  membership: MembershipRow;
  level: VipLevelRow;
}

/**
 * Serialises a member's purchases: two joins of one member at once run one after the other, so
 * the second sees the first's level and pays nothing twice. The lock ends with the transaction.
 */
export async function lockMemberPurchases(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`membership:${userId}`}, 0))`);
}

const membershipOf = preparedOnce((ex) =>
  ex
    .select({ membership: memberships, level: vipLevels })
    .from(memberships)
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .prepare('vip_membership'),
);

export async function findMembership(db: DbOrTx, userId: string): Promise<MembershipWithLevel | undefined> {
  const [row] = await membershipOf(db).execute({ userId });
  return row;
}

export async function findMemberships(db: DbOrTx, userIds: string[]): Promise<MembershipWithLevel[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ membership: memberships, level: vipLevels })
    .from(memberships)
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(inArray(memberships.userId, userIds));
}

/** Sets the member's level and what they have paid for it in all (a join or an upgrade). */
export async function saveMembership(
  tx: DbOrTx,
  row: { userId: string; vipLevelId: string; totalPaid: bigint; now: Date },
): Promise<MembershipRow> {
  const [saved] = await tx
    .insert(memberships)
    .values({
      userId: row.userId,
      vipLevelId: row.vipLevelId,
      totalPaid: row.totalPaid,
      isActive: true,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflictDoUpdate({
      target: memberships.userId,
      set: { vipLevelId: row.vipLevelId, totalPaid: row.totalPaid, isActive: true, updatedAt: row.now },
    })
    .returning();
  if (!saved) throw new Error('membership upsert returned no row');
  // The payment moved the member's wallet; the VIP screens refetch with it (rule 41).
  await publishEvents(tx, [
    { kind: 'wallet', userIds: [row.userId] },
    { kind: 'transparency', public: true },
  ]);
  return saved;
}

const obligation = preparedOnce((ex) =>
  ex
    .select({ daily: sum(vipLevels.dailyEarning), memberships: count() })
    .from(memberships)
    .innerJoin(vipLevels, eq(vipLevels.id, memberships.vipLevelId))
    .where(eq(memberships.isActive, true))
    .prepare('vip_active_obligation'),
);

/** The daily earnings every active membership is owed, and how many there are. */
export async function activeObligation(db: DbOrTx): Promise<{ dailyMicros: bigint; memberships: number }> {
  const [row] = await obligation(db).execute();
  return { dailyMicros: BigInt(row?.daily ?? '0'), memberships: row?.memberships ?? 0 };
}
