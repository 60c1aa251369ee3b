import { formatMicros, type ProofSnapshot, type ProofSummary, paginate, tokenSymbols } from '@nova/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { coverageRatio } from '../transparency/index.ts';
import {
  findSnapshot,
  listColdWallets,
  listSnapshots,
  reserveTotals,
  type SnapshotRow,
  snapshotDetails,
} from './proofs.repo.ts';

/** What a snapshot publishes: anyone may read it (decision 025). */

function summaryOf(row: SnapshotRow, totalReserves: bigint): ProofSummary {
  return {
    id: row.id,
    takenAt: row.takenAt.toISOString(),
    rootHash: row.rootHash,
    rootSum: formatMicros(row.rootSum),
    rootSumMicros: row.rootSum.toString(),
    members: row.members,
    totalReserves: formatMicros(totalReserves),
    coverageRatio: coverageRatio(totalReserves, row.rootSum),
  };
}

export function createProofReads(db: Db) {
  return {
    async list(page: number, limit: number) {
      const { rows, total } = await listSnapshots(db, page, limit);
      const totals = await reserveTotals(
        db,
        rows.map((row) => row.id),
      );
      return {
        snapshots: rows.map((row) => summaryOf(row, totals.get(row.id) ?? 0n)),
        pagination: paginate(page, limit, total),
      };
    },

    async published(id: string): Promise<ProofSnapshot> {
      const row = await findSnapshot(db, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such proof-of-reserves snapshot');
      const { blocks, reserves } = await snapshotDetails(db, id);
      const totals = blocks.flatMap((block) =>
        tokenSymbols.map((token) => ({
          network: block.network,
          token,
          micros: reserves
            .filter((r) => r.network === block.network && r.token === token)
            .reduce((sum, r) => sum + r.balance, 0n),
        })),
      );
      const totalReserves = totals.reduce((sum, entry) => sum + entry.micros, 0n);
      // The wallets counted are those declared before the snapshot was taken.
      const cold = (await listColdWallets(db)).filter((wallet) => wallet.declaredAt <= row.takenAt);
      return {
        ...summaryOf(row, totalReserves),
        blocks: blocks.map((block) => ({
          network: block.network as 'BEP20',
          blockNumber: block.blockNumber.toString(),
          blockHash: block.blockHash,
          addressesRead: block.addressesRead,
          addressesSkipped: block.addressesSkipped,
        })),
        reserves: reserves.map((r) => ({
          network: r.network as 'BEP20',
          token: r.token as 'USDT',
          address: r.address,
          kind: r.kind as 'company',
          balance: formatMicros(r.balance),
        })),
        totals: totals.map((entry) => ({
          network: entry.network as 'BEP20',
          token: entry.token,
          balance: formatMicros(entry.micros),
        })),
        coldWallets: cold.map((wallet) => ({
          network: wallet.network as 'BEP20',
          address: wallet.address,
          message: wallet.message,
          signature: wallet.signature,
          declaredAt: wallet.declaredAt.toISOString(),
        })),
      };
    },
  };
}
