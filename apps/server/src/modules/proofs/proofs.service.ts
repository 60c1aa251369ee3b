import { formatMicros, type MyProof, type Network, networks } from '@nova/contracts';
import { type Address, getAddress } from 'viem';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { ChainService } from '../chain/chain.service.ts';
import type { LedgerReports } from '../ledger/ledger.reports.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { createColdWallets } from './proofs.cold-wallets.ts';
import { createProofReads } from './proofs.reads.ts';
import {
  findLeaf,
  findNodes,
  findSnapshot,
  insertSnapshot,
  listColdWallets,
  type ReserveRow,
  scheduledSnapshotExists,
} from './proofs.repo.ts';
import { buildLevels, makeLeaves, siblingPositions, sideOf } from './proofs.tree.ts';

/**
 * Proof of reserves (decision 025, docs/proof-of-reserves.md): a snapshot reads the token balances
 * of every address Nova holds funds on, each network at one block, and commits what every member is
 * owed, read in one ledger snapshot, to a Merkle sum tree; each member can check their own leaf.
 * Chain reads come first and outside any transaction (a transaction is never held across RPC).
 */

/** Most personal deposit addresses one snapshot reads (a bound, far above the benchmark's 100,000). */
const PERSONAL_ADDRESSES_MAX = 1_000_000;

export interface ProofsDeps {
  ledger: LedgerService;
  ledgerReports: LedgerReports;
  chain: ChainService;
  personalAddresses: (limit: number) => Promise<string[]>;
}

export function createProofsService(deps: ModuleDeps, services: ProofsDeps) {
  const { db } = deps.database;
  const { chain } = services;

  async function readReserves(snapshotId: string) {
    const cold = await listColdWallets(db);
    const personal = (await services.personalAddresses(PERSONAL_ADDRESSES_MAX)).map((a) => getAddress(a));
    const blocks = [];
    const reserves: ReserveRow[] = [];
    for (const network of networks) {
      const kindOf = new Map<Address, ReserveRow['kind']>();
      const company = chain.settings.networks[network].companyAddress;
      if (company) kindOf.set(getAddress(company), 'company');
      for (const address of personal) if (!kindOf.has(address)) kindOf.set(address, 'deposit');
      for (const wallet of cold.filter((row) => row.network === network))
        kindOf.set(getAddress(wallet.address), 'cold');
      if (kindOf.size === 0) continue;
      const reading = await readNetwork(network, [...kindOf.keys()]);
      blocks.push({ snapshotId, network, blockNumber: reading.blockNumber, blockHash: reading.blockHash });
      for (const row of reading.balances) {
        const kind = kindOf.get(row.address) as ReserveRow['kind'];
        // A personal address holding nothing is not listed (most are empty); the others always are.
        if (row.micros > 0n || kind !== 'deposit')
          reserves.push({
            snapshotId,
            network,
            token: row.token,
            address: row.address,
            kind,
            balance: row.micros,
          });
      }
    }
    return { blocks, reserves };
  }

  async function readNetwork(network: Network, addresses: Address[]) {
    try {
      return await chain.readTokenBalances(network, addresses);
    } catch (error) {
      throw new AppError(
        'CHAIN_UNAVAILABLE',
        `The ${network} network could not be read; no snapshot was taken.`,
        [
          {
            path: 'network',
            msg: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
          },
        ],
      );
    }
  }

  /** What every member is owed and the ledger's own total, from one REPEATABLE READ snapshot. */
  async function readLiabilities() {
    return services.ledger.readConsistent(async (tx) => {
      const figures = await services.ledgerReports.systemFigures(tx);
      const owed = await services.ledgerReports.memberLiabilities(tx);
      const total = owed.reduce((sum, row) => sum + row.micros, 0n);
      // Member accounts are guarded (never negative), so the per-member sums add up to the ledger's total.
      if (total !== figures.memberLiabilitiesMicros)
        throw new Error(
          `member liabilities ${total} differ from the ledger total ${figures.memberLiabilitiesMicros}`,
        );
      return owed;
    });
  }

  /** Takes a snapshot; with `scheduledDay`, at most one for that day (null when it exists already). */
  async function take(scheduledDay: string | null = null): Promise<string | null> {
    if (scheduledDay && (await scheduledSnapshotExists(db, scheduledDay))) return null;
    const id = newId();
    const { blocks, reserves } = await readReserves(id);
    const leaves = makeLeaves(await readLiabilities());
    const levels = buildLevels(leaves);
    const root = levels[levels.length - 1]?.[0];
    if (!root) throw new Error('a tree has a root');
    const written = await db.transaction((tx) =>
      insertSnapshot(tx, {
        snapshot: {
          id,
          takenAt: deps.clock.now(),
          scheduledDay,
          rootHash: root.hash,
          rootSum: root.sum,
          members: leaves.length,
        },
        leaves: leaves.map((leaf, leafIndex) => ({
          snapshotId: id,
          userId: leaf.userId,
          leafIndex,
          nonce: leaf.nonce,
          balance: leaf.balance,
        })),
        levels,
        blocks,
        reserves,
      }),
    );
    return written ? id : null;
  }

  async function myProof(userId: string, snapshotId?: string): Promise<MyProof> {
    const snapshot = await findSnapshot(db, snapshotId);
    if (!snapshot) throw new AppError('NOT_FOUND', 'No proof-of-reserves snapshot has been published yet');
    const leaf = await findLeaf(db, snapshot.id, userId);
    if (!leaf) {
      return {
        included: false,
        snapshotId: snapshot.id,
        message: 'You were owed nothing when this snapshot was taken, so it holds no leaf for you.',
      };
    }
    const depth = Math.ceil(Math.log2(Math.max(1, snapshot.members)));
    const wanted = siblingPositions(leaf.leafIndex, depth);
    const nodes = await findNodes(db, snapshot.id, wanted);
    const at = new Map(nodes.map((node) => [`${node.level}:${node.position}`, node]));
    return {
      included: true,
      snapshotId: snapshot.id,
      rootHash: snapshot.rootHash,
      rootSumMicros: snapshot.rootSum.toString(),
      nonce: leaf.nonce,
      balance: formatMicros(leaf.balance),
      balanceMicros: leaf.balance.toString(),
      leafIndex: leaf.leafIndex,
      path: wanted.map(({ level, position }) => {
        const node = at.get(`${level}:${position}`);
        if (!node) throw new Error(`snapshot ${snapshot.id} lacks node ${level}:${position}`);
        return { hash: node.hash, sum: node.sum.toString(), side: sideOf(leaf.leafIndex, level) };
      }),
    };
  }

  return {
    take,
    myProof,
    ...createProofReads(db),
    ...createColdWallets(deps),
  };
}

export type ProofsService = ReturnType<typeof createProofsService>;
