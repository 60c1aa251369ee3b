import { count, desc, eq, inArray, sql } from 'drizzle-orm';
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
const INSERT_CHUNK = 50_000;

/** A PostgreSQL array literal of hex strings or numbers (no element needs quoting). */
const arrayLiteral = (values: readonly (string | number | bigint)[]) => `{${values.join(',')}}`;

/**
 * Bulk writes: each column goes as one array parameter and `unnest` turns them into rows, so a
 * chunk is one statement with a handful of parameters instead of five per row.
 */
async function insertLeaves(tx: DbOrTx, snapshotId: string, leaves: LeafRow[]): Promise<void> {
  for (let at = 0; at < leaves.length; at += INSERT_CHUNK) {
    const chunk = leaves.slice(at, at + INSERT_CHUNK);
    await tx.execute(sql`insert into ${proofLeaves} (snapshot_id, user_id, leaf_index, nonce, balance)
      select ${snapshotId}, * from unnest(
        ${arrayLiteral(chunk.map((leaf) => leaf.userId))}::uuid[],
        ${arrayLiteral(chunk.map((leaf) => leaf.leafIndex))}::int[],
        ${arrayLiteral(chunk.map((leaf) => leaf.nonce))}::text[],
        ${arrayLiteral(chunk.map((leaf) => leaf.balance))}::bigint[])`);
  }
}

async function insertLevel(tx: DbOrTx, snapshotId: string, level: number, nodes: TreeNode[]): Promise<void> {
  for (let at = 0; at < nodes.length; at += INSERT_CHUNK) {
    const chunk = nodes.slice(at, at + INSERT_CHUNK);
    await tx.execute(sql`insert into ${proofNodes} (snapshot_id, level, position, hash, sum)
      select ${snapshotId}, ${level}, ${at} + p.n - 1, p.hash, p.sum
      from unnest(
        ${arrayLiteral(chunk.map((node) => node.hash))}::text[],
        ${arrayLiteral(chunk.map((node) => node.sum))}::bigint[]) with ordinality as p(hash, sum, n)`);
  }
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
  await insertLeaves(tx, snapshotId, write.leaves);
  for (const [level, nodes] of write.levels.entries()) await insertLevel(tx, snapshotId, level, nodes);
  if (write.blocks.length > 0) await tx.insert(proofBlocks).values(write.blocks);
  // Reserves are few (empty personal addresses are not stored): plain inserts, bounded.
  for (let at = 0; at < write.reserves.length; at += 2_000)
    await tx.insert(proofReserves).values(write.reserves.slice(at, at + 2_000));
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

/** Every reserve of each snapshot summed, all networks and tokens together. */
export async function reserveTotals(db: DbOrTx, snapshotIds: string[]): Promise<Map<string, bigint>> {
  if (snapshotIds.length === 0) return new Map();
  const rows = await db
    .select({
      snapshotId: proofReserves.snapshotId,
      micros: sql<string>`sum(${proofReserves.balance})::text`,
    })
    .from(proofReserves)
    .where(inArray(proofReserves.snapshotId, snapshotIds))
    .groupBy(proofReserves.snapshotId);
  return new Map(rows.map((row) => [row.snapshotId, BigInt(row.micros)]));
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

export interface LeafWithPath {
  leafIndex: number;
  nonce: string;
  balance: bigint;
  /** The sibling at each level, leaf level first. */
  siblings: { level: number; hash: string; sum: bigint }[];
}

/** What a member's proof needs of its snapshot. */
export type ProvenSnapshot = Pick<SnapshotRow, 'id' | 'rootHash' | 'rootSum' | 'members'>;

/** Levels a tree can have at most: leaf indexes are 32-bit integers. */
const LEVELS_MAX = 31;

/**
 * A member's proof in one statement: the snapshot (the given one, else the latest), the member's
 * leaf in it, and the sibling on each level of its path, each a primary-key lookup. The sibling at
 * `level` sits at position (leafIndex >> level) xor 1; above the root's level no node exists, and
 * the root has no sibling, so the levels tried need not know the tree's depth. Each level is its own
 * `limit 1` subquery so the plan is a primary-key lookup per level even before the new snapshot's
 * rows have statistics: a plain join was planned as a hash join over all 262,143 nodes (165 ms).
 */
export async function findProof(
  db: DbOrTx,
  snapshotId: string | undefined,
  userId: string,
): Promise<{ snapshot: ProvenSnapshot; leaf: LeafWithPath | undefined } | undefined> {
  const result = await db.execute(sql`
    with s as (
      select id, root_hash, root_sum, members from ${proofSnapshots}
      where ${snapshotId ?? null}::uuid is null or id = ${snapshotId ?? null}::uuid
      order by taken_at desc, id desc limit 1
    )
    select s.id, s.root_hash, s.root_sum::text as root_sum, s.members,
      l.leaf_index, l.nonce, l.balance::text as balance, n.level, n.hash, n.sum::text as sum
    from s
    left join ${proofLeaves} l on l.snapshot_id = s.id and l.user_id = ${userId}
    left join lateral (
      select g.level, pn.hash, pn.sum
      from generate_series(0, ${LEVELS_MAX}) as g(level)
      cross join lateral (
        select hash, sum from ${proofNodes}
        where snapshot_id = l.snapshot_id and level = g.level and position = ((l.leaf_index >> g.level) # 1)
        limit 1
      ) pn
    ) n on true
    order by n.level`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const [first] = rows;
  if (!first) return undefined;
  const snapshot = {
    id: String(first.id),
    rootHash: String(first.root_hash),
    rootSum: BigInt(String(first.root_sum)),
    members: Number(first.members),
  };
  if (first.leaf_index === null) return { snapshot, leaf: undefined };
  return {
    snapshot,
    leaf: {
      leafIndex: Number(first.leaf_index),
      nonce: String(first.nonce),
      balance: BigInt(String(first.balance)),
      siblings: rows
        .filter((row) => row.level !== null)
        .map((row) => ({ level: Number(row.level), hash: String(row.hash), sum: BigInt(String(row.sum)) })),
    },
  };
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
