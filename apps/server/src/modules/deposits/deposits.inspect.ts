import type { Network } from '@nova/contracts';
import type { Hash } from 'viem';
import type { DbOrTx } from '../../db/client.ts';
import type { ChainService, MinedTransaction } from '../chain/index.ts';
import type { AddressBook } from './deposits.addresses.ts';
import { type Claimable, claimableTransfers, pickNetwork } from './deposits.evaluate.ts';
import { liveDepositsForTransaction } from './deposits.repo.ts';

/**
 * Reads a transaction on chain for one member and judges it (deposits.evaluate.ts) with what the
 * database knows: the member's personal addresses, the owners of the recipients, the members who
 * proved each sender. Used by claims, hash updates, re-checks and administrator approvals.
 */
export interface Inspection {
  network: Network;
  lookup: MinedTransaction;
  networkWarning: string | null;
  claimable: Claimable[];
}

export function createInspector(deps: { chain: ChainService; book: AddressBook }) {
  const { chain, book } = deps;

  /** Looks the hash up on every network and keeps the one it was found on (the requested one first). */
  async function inspect(
    userId: string,
    hash: Hash,
    requested?: Network,
    options: { ignoreSenderProofs?: boolean } = {},
  ): Promise<Inspection> {
    const personal = await book.addressesOf(userId);
    const check = await chain.checkAllNetworks(hash, { personalAddresses: personal });
    const { network, lookup, networkWarning } = pickNetwork(check, requested);
    return { network, lookup, networkWarning, claimable: await judge(userId, lookup, personal, options) };
  }

  /** Looks the hash up on one known network (re-checks of a deposit). */
  async function inspectOn(userId: string, network: Network, hash: Hash) {
    const personal = await book.addressesOf(userId);
    const lookup = await chain.lookupTransaction(network, hash, { personalAddresses: personal });
    return { lookup, personal };
  }

  async function judge(
    userId: string,
    lookup: MinedTransaction,
    personal: readonly string[],
    options: { ignoreSenderProofs?: boolean } = {},
  ): Promise<Claimable[]> {
    const company = chain.settings.networks[lookup.network].companyAddress?.toLowerCase() ?? null;
    const owners = await book.ownersOf(lookup.transfers.map((transfer) => transfer.to));
    const senders = [...new Set(lookup.transfers.map((transfer) => transfer.from.toLowerCase()))];
    const senderProvers = new Map<string, readonly string[]>();
    for (const sender of senders) {
      // An administrator's approval is the review, so approvals skip the proof rule.
      senderProvers.set(sender, options.ignoreSenderProofs ? [userId] : await book.proversOf(sender));
    }
    return claimableTransfers(lookup, {
      userId,
      companyAddress: company,
      owners,
      senderProvers,
      expectedAddress: personal[personal.length - 1] ?? company,
    });
  }

  return { inspect, inspectOn, judge };
}

export type Inspector = ReturnType<typeof createInspector>;

/** The deposit columns that describe one on-chain transfer and where its block stands. */
export function transferColumns(item: Claimable, lookup: MinedTransaction) {
  const { transfer } = item;
  return {
    network: lookup.network,
    currency: transfer.token,
    amountMicros: transfer.amountMicros,
    transactionHash: transfer.transactionHash.toLowerCase(),
    logIndex: transfer.logIndex,
    senderAddress: transfer.from.toLowerCase(),
    recipientAddress: transfer.to.toLowerCase(),
    tokenAddress: transfer.tokenAddress.toLowerCase(),
    blockNumber: lookup.blockNumber,
    blockHash: lookup.blockHash.toLowerCase(),
    confirmations: lookup.confirmations,
    confirmationsRequired: lookup.confirmationsRequired,
    reviewRequired: item.reviewRequired,
  };
}

/**
 * The log indexes of this transaction a member can no longer claim: credited to anyone, or held by
 * a live claim of the member's own (other than `exceptId`). Another member's pending claim takes
 * nothing (decision 017).
 */
export async function takenLogIndexes(
  ex: DbOrTx,
  network: Network,
  hash: string,
  userId: string | null,
  exceptId?: string,
): Promise<Set<number>> {
  const rows = await liveDepositsForTransaction(ex, network, hash);
  const taken = new Set<number>();
  for (const row of rows) {
    if (row.id === exceptId || row.logIndex === null) continue;
    if (row.status === 'CONFIRMED' || row.userId === userId) taken.add(row.logIndex);
  }
  return taken;
}
