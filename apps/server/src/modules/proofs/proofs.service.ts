import { formatMicros, type MyProof, type Network, networks } from '@nova/contracts';
import { type Address, getAddress } from 'viem';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import type { ChainService } from '../chain/index.ts';
import type { LedgerReports, LedgerService } from '../ledger/index.ts';
import { createColdWallets } from './proofs.cold-wallets.ts';
import { createProofReads } from './proofs.reads.ts';
import {
  findProof,
  insertSnapshot,
  listColdWallets,
  type ReserveRow,
  scheduledSnapshotExists,
} from './proofs.repo.ts';
import { buildLevels, makeLeaves, sideOf } from './proofs.tree.ts';

/**
 * Proof of reserves (decision 025, docs/proof-of-reserves.md): a snapshot reads the token balances
 * of every address Nova holds funds on, each network at one block (the last the deposit watcher has
 * read; personal addresses that never received a token by then are skipped), and commits what
 * every member is owed, read in one ledger snapshot, to a Merkle sum tree; each member can check
 * their own leaf.
 * Chain reads come first and outside any transaction (a transaction is never held across RPC).
 */

export interface ProofsDeps {
  ledger: LedgerService;
  ledgerReports: LedgerReports;
  chain: ChainService;
  audit: AuditService;
  /** The personal addresses to read on a network, the block to read them at and how many are skipped. */
  reservePlan: (network: Network) => Promise<ReservePlan>;
}

/** What the deposits module answers: only addresses that ever received a token are listed. */
export interface ReservePlan {
  blockNumber: bigint | null;
  addresses: string[];
  skipped: number;
}

export function createProofsService(deps: ModuleDeps, services: ProofsDeps) {
  const { db } = deps.database;
  const { chain } = services;

  async function readReserves(snapshotId: string) {
    const cold = await listColdWallets(db);
    // The networks are read side by side, each at its own block.
    const readings = await Promise.all(
      networks.map(async (network) => {
        const plan = await services.reservePlan(network);
        // Keyed in lower case: checksumming many addresses costs time, so only the listed ones are.
        const kindOf = new Map<Address, ReserveRow['kind']>();
        const company = chain.settings.networks[network].companyAddress;
        if (company) kindOf.set(company.toLowerCase() as Address, 'company');
        // The address book keeps addresses lower-case already.
        for (const address of plan.addresses as Address[])
          if (!kindOf.has(address)) kindOf.set(address, 'deposit');
        for (const wallet of cold.filter((row) => row.network === network))
          kindOf.set(wallet.address.toLowerCase() as Address, 'cold');
        if (kindOf.size === 0) return null;
        const reading = await readNetwork(network, [...kindOf.keys()], plan.blockNumber);
        return { network, kindOf, skipped: plan.skipped, reading };
      }),
    );
    const blocks = [];
    const reserves: ReserveRow[] = [];
    for (const entry of readings) {
      if (!entry) continue;
      const { network, kindOf, reading } = entry;
      blocks.push({
        snapshotId,
        network,
        blockNumber: reading.blockNumber,
        blockHash: reading.blockHash,
        addressesRead: kindOf.size,
        addressesSkipped: entry.skipped,
      });
      for (const row of reading.balances) {
        const kind = kindOf.get(row.address) as ReserveRow['kind'];
        // A personal address holding nothing is not listed (most are empty); the others always are.
        if (row.micros > 0n || kind !== 'deposit')
          reserves.push({
            snapshotId,
            network,
            token: row.token,
            address: getAddress(row.address),
            kind,
            balance: row.micros,
          });
      }
    }
    return { blocks, reserves };
  }

  async function readNetwork(network: Network, addresses: Address[], atBlock: bigint | null) {
    try {
      return await chain.readTokenBalances(network, addresses, atBlock);
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

  /**
   * Takes a snapshot; with `scheduledDay`, at most one for that day (null when it exists already).
   * `actorId` is the administrator who asked for it, null for the daily job; either way it is audited.
   */
  async function take(
    scheduledDay: string | null = null,
    actorId: string | null = null,
  ): Promise<string | null> {
    if (scheduledDay && (await scheduledSnapshotExists(db, scheduledDay))) return null;
    const id = newId();
    const { blocks, reserves } = await readReserves(id);
    const leaves = makeLeaves(await readLiabilities());
    const levels = buildLevels(leaves);
    const root = levels[levels.length - 1]?.[0];
    if (!root) throw new Error('a tree has a root');
    const written = await db.transaction(async (tx) => {
      const inserted = await insertSnapshot(tx, {
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
      });
      if (inserted)
        await services.audit.record(tx, {
          actorId,
          action: 'proofs.snapshot',
          targetType: 'proof_snapshot',
          targetId: id,
          after: {
            scheduledDay,
            rootHash: root.hash,
            rootSumMicros: root.sum.toString(),
            members: leaves.length,
            blocks: blocks.map((block) => ({
              network: block.network,
              blockNumber: block.blockNumber.toString(),
            })),
          },
        });
      return inserted;
    });
    return written ? id : null;
  }

  async function myProof(userId: string, snapshotId?: string): Promise<MyProof> {
    const found = await findProof(db, snapshotId, userId);
    if (!found) throw new AppError('NOT_FOUND', 'No proof-of-reserves snapshot has been published yet');
    const { snapshot, leaf } = found;
    const depth = Math.ceil(Math.log2(Math.max(1, snapshot.members)));
    if (!leaf) {
      return {
        included: false,
        snapshotId: snapshot.id,
        message: 'You were owed nothing when this snapshot was taken, so it holds no leaf for you.',
      };
    }
    if (leaf.siblings.length !== depth) throw new Error(`snapshot ${snapshot.id} lacks nodes on a path`);
    return {
      included: true,
      snapshotId: snapshot.id,
      rootHash: snapshot.rootHash,
      rootSumMicros: snapshot.rootSum.toString(),
      nonce: leaf.nonce,
      balance: formatMicros(leaf.balance),
      balanceMicros: leaf.balance.toString(),
      leafIndex: leaf.leafIndex,
      path: leaf.siblings.map((node) => ({
        hash: node.hash,
        sum: node.sum.toString(),
        side: sideOf(leaf.leafIndex, node.level),
      })),
    };
  }

  return {
    take,
    myProof,
    ...createProofReads(db),
    ...createColdWallets(deps, services.audit),
  };
}

export type ProofsService = ReturnType<typeof createProofsService>;
