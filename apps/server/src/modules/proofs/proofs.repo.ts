import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  proofBlocks,
  proofColdWallets,
  proofLeaves,
  proofNodes,
  proofReserves,
  proofSnapshots,
} from './proofs.tables.ts';
import type { TreeNode } from './proofs.tree.ts';

export type SnapshotRow = typeof proofSnapshots.$inferSelect;
export type LeafRow = typeof proofLeaves.$inferSelect;
export type BlockRow = typeof proofBlocks.$inferSelect;
export type ReserveRow = typeof proofReserves.$inferSelect;
export type ColdWalletRow = typeof proofColdWallets.$inferSelect;

/** Rows per INSERT statement: bounded so 100,000 members never make one huge statement. */
const INSERT_CHUNK = 2_000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) await insert(rows.slice(at, at + INSERT_CHUNK));
}

export interface SnapshotWrite {
  snapshot: SnapshotRow;
  leaves: LeafRow[];
  levels: TreeNode[][];
  blocks: BlockRow[];
  reserves: ReserveRow[];
}

/** Writes a whole snapshot; false (nothing written) when the day's scheduled snapshot exists already. */
export async function insertSnapshot(tx: DbOrTx, write: SnapshotWrite): Promise<boolean> {
  const inserted = await tx
    .insert(proofSnapshots)
    .values(write.snapshot)
    .onConflictDoNothing({ target: proofSnapshots.scheduledDay })
    .returning({ id: proofSnapshots.id });
  if (inserted.length === 0) return false;
  const snapshotId = write.snapshot.id;
  await insertChunked(write.leaves, (chunk) => tx.insert(proofLeaves).values(chunk));
  const nodes = write.levels.flatMap((nodesOfLevel, level) =>
    nodesOfLevel.map((node, position) => ({ snapshotId, level, position, hash: node.hash, sum: node.sum })),
  );
  await insertChunked(nodes, (chunk) => tx.insert(proofNodes).values(chunk));
  if (write.blocks.length > 0) await tx.insert(proofBlocks).values(write.blocks);
  await insertChunked(write.reserves, (chunk) => tx.insert(proofReserves).values(chunk));
  return true;
}

export async function scheduledSnapshotExists(db: DbOrTx, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: proofSnapshots.id })
    .from(proofSnapshots)
    .where(eq(proofSnapshots.scheduledDay, day))
    .limit(1);
  return row !== undefined;
}

export async function listSnapshots(db: DbOrTx, page: number, limit: number) {
  const rows = await db
    .select()
    .from(proofSnapshots)
    .orderBy(desc(proofSnapshots.takenAt), desc(proofSnapshots.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(proofSnapshots);
  return { rows, total: total?.n ?? 0 };
}

export async function findSnapshot(db: DbOrTx, id: string | undefined): Promise<SnapshotRow | undefined> {
  const query = db.select().from(proofSnapshots);
  const [row] = await (id === undefined
    ? query.orderBy(desc(proofSnapshots.takenAt), desc(proofSnapshots.id)).limit(1)
    : query.where(eq(proofSnapshots.id, id)).limit(1));
  return row;
}

/** A published snapshot's blocks and reserves (bounded by the addresses read: one row per address and token). */
export async function snapshotDetails(db: DbOrTx, snapshotId: string) {
  const blocks = await db.select().from(proofBlocks).where(eq(proofBlocks.snapshotId, snapshotId)).limit(10);
  const reserves = await db
    .select()
    .from(proofReserves)
    .where(eq(proofReserves.snapshotId, snapshotId))
    .orderBy(proofReserves.network, proofReserves.token, proofReserves.kind, proofReserves.address)
    .limit(1_000_000);
  return { blocks, reserves };
}

export async function findLeaf(db: DbOrTx, snapshotId: string, userId: string): Promise<LeafRow | undefined> {
  const [row] = await db
    .select()
    .from(proofLeaves)
    .where(and(eq(proofLeaves.snapshotId, snapshotId), eq(proofLeaves.userId, userId)))
    .limit(1);
  return row;
}

/** The nodes at the given (level, position) pairs, in one indexed read. */
export async function findNodes(db: DbOrTx, snapshotId: string, at: { level: number; position: number }[]) {
  if (at.length === 0) return [];
  const wanted: SQL[] = at.map(
    (pair) => and(eq(proofNodes.level, pair.level), eq(proofNodes.position, pair.position)) as SQL,
  );
  return db
    .select()
    .from(proofNodes)
    .where(and(eq(proofNodes.snapshotId, snapshotId), or(...wanted)))
    .limit(at.length);
}

export async function listColdWallets(db: DbOrTx): Promise<ColdWalletRow[]> {
  return db.select().from(proofColdWallets).orderBy(proofColdWallets.declaredAt).limit(1_000);
}

/** Declares a cold wallet; a second declaration of the same one keeps the first. */
export async function insertColdWallet(db: DbOrTx, row: ColdWalletRow): Promise<boolean> {
  const inserted = await db
    .insert(proofColdWallets)
    .values(row)
    .onConflictDoNothing()
    .returning({ address: proofColdWallets.address });
  return inserted.length > 0;
}
