import { type DetectionStatusResponse, type Network, networks } from '@nova/contracts';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChainService } from '../chain/index.ts';
import { chainCursors } from './deposits.tables.ts';

/**
 * The watcher's cursors (one row per network). A run takes a short lease on its network's row
 * instead of holding a transaction open over RPC calls: only one process scans a network at a time,
 * and a process that dies leaves a lease that simply runs out.
 */
export type CursorRow = typeof chainCursors.$inferSelect;
/** `nextBlock` of a cursor that has never run: the first run picks its starting block. */
export const NOT_STARTED = -1n;

export async function acquireLease(
  ex: DbOrTx,
  network: Network,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<CursorRow | undefined> {
  await ex.insert(chainCursors).values({ network, nextBlock: NOT_STARTED }).onConflictDoNothing();
  const [row] = await ex
    .update(chainCursors)
    .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(chainCursors.network, network),
        or(isNull(chainCursors.leaseUntil), lte(chainCursors.leaseUntil, now)),
        or(isNull(chainCursors.retryAt), lte(chainCursors.retryAt, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * Extends a lease its run still holds, from `now`: a long run keeps it while it works. False when
 * the lease ran out and another process took it; that run must stop.
 */
export async function renewLease(
  ex: DbOrTx,
  network: Network,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const rows = await ex
    .update(chainCursors)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(chainCursors.network, network), eq(chainCursors.leaseOwner, owner)))
    .returning({ network: chainCursors.network });
  return rows.length > 0;
}

/** Writes the run's outcome and gives the lease back, only if this run still holds it. */
export async function releaseLease(
  ex: DbOrTx,
  network: Network,
  owner: string,
  changes: Partial<typeof chainCursors.$inferInsert>,
): Promise<boolean> {
  const rows = await ex
    .update(chainCursors)
    .set({ ...changes, leaseOwner: null, leaseUntil: null })
    .where(and(eq(chainCursors.network, network), eq(chainCursors.leaseOwner, owner)))
    .returning({ network: chainCursors.network });
  return rows.length > 0;
}

export async function readCursors(ex: DbOrTx): Promise<CursorRow[]> {
  return ex.select().from(chainCursors).limit(10);
}

/** Final blocks not yet read beyond which the watcher counts as behind (it reads up to 2,000 a run). */
const BEHIND_BLOCKS = 100n;

/** GET /deposit/automatic-detection-status: per network, the last block read, the head and the lag. */
export async function detectionStatus(ex: DbOrTx, chain: ChainService): Promise<DetectionStatusResponse> {
  const cursors = await readCursors(ex);
  return {
    personalAddresses: chain.hasPersonalAddresses,
    networks: networks.map((network) => {
      const row = cursors.find((cursor) => cursor.network === network);
      const scanned = row?.lastScannedBlock ?? null;
      const unread = row?.finalizedBlock != null && scanned !== null ? row.finalizedBlock - scanned : 0n;
      const state = row?.lastError
        ? 'error'
        : scanned === null
          ? 'not-started'
          : unread > BEHIND_BLOCKS
            ? 'behind'
            : 'ok';
      return {
        network,
        name: chain.settings.networks[network].name,
        state,
        lastScannedBlock: scanned?.toString() ?? null,
        headBlock: row?.headBlock?.toString() ?? null,
        finalizedBlock: row?.finalizedBlock?.toString() ?? null,
        lagBlocks: row?.headBlock != null && scanned !== null ? (row.headBlock - scanned).toString() : null,
        lastRunAt: row?.lastRunAt?.toISOString() ?? null,
        lastError: row?.lastError ?? null,
        retryAt: row?.retryAt?.toISOString() ?? null,
      };
    }),
  };
}
