import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { testTransferDays } from './deposits.tables.ts';

/** Queries of the demo's test transfers (deposits.demo.ts): the daily tally per member. */

/**
 * Adds `amountMicros` to the member's tally of `day` unless it would pass `capMicros`, in one
 * statement (the row's lock orders concurrent callers). True when it was added.
 */
export async function reserveTestTransfer(
  ex: DbOrTx,
  userId: string,
  day: string,
  amountMicros: bigint,
  capMicros: bigint,
): Promise<boolean> {
  const t = testTransferDays;
  const raised = sql`${t.amountMicros} + excluded.amount_micros`;
  const rows = await ex
    .insert(t)
    .values({ userId, day, amountMicros })
    .onConflictDoUpdate({
      target: [t.userId, t.day],
      set: { amountMicros: raised },
      setWhere: sql`${raised} <= ${capMicros.toString()}::bigint`,
    })
    .returning({ amountMicros: t.amountMicros });
  return rows.length === 1;
}

/** Gives back a reservation whose transfer was never sent. */
export async function releaseTestTransfer(
  ex: DbOrTx,
  userId: string,
  day: string,
  amountMicros: bigint,
): Promise<void> {
  const t = testTransferDays;
  await ex
    .update(t)
    .set({ amountMicros: sql`greatest(${t.amountMicros} - ${amountMicros.toString()}::bigint, 0)` })
    .where(and(eq(t.userId, userId), eq(t.day, day)));
}

/** What the member has sent on `day`. */
export async function sentOn(ex: DbOrTx, userId: string, day: string): Promise<bigint> {
  const t = testTransferDays;
  const [row] = await ex
    .select({ amountMicros: t.amountMicros })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.day, day)));
  return row?.amountMicros ?? 0n;
}
