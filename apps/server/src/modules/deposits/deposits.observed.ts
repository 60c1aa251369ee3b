import type { Network } from '@nova/contracts';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { TokenTransfer } from '../chain/index.ts';
import type { Crediting } from './deposits.credit.ts';
import { type DepositRow, lockLiveDepositsForTransfer, lockTransfer } from './deposits.repo.ts';
import { deposits, observedTransfers } from './deposits.tables.ts';

/**
 * What the watcher does with one final transfer to our addresses (rule 18), idempotently (a
 * re-read range or a second process changes nothing):
 * - to a member's personal address: credited to that member, no action needed;
 * - to the shared address: kept as observed (unclaimed until a member claims its hash), and the
 *   PENDING claim that needs no administrator (its claimant alone proved the sender) is confirmed.
 */
export interface FinalBlockFacts {
  confirmations: number;
  confirmationsRequired: number;
}

export type ObservedOutcome = 'credited' | 'confirmed-claim' | 'recorded' | 'unchanged';

export function createObservedTransfers(deps: { clock: Clock; crediting: Crediting }) {
  const { clock, crediting } = deps;

  /** Handles one transfer in the caller's transaction (the watcher commits a few at a time). */
  async function process(
    tx: Tx,
    transfer: TokenTransfer,
    owner: string | null,
    facts: FinalBlockFacts,
  ): Promise<ObservedOutcome> {
    if (transfer.amountMicros === 0n) return 'unchanged';
    const network = transfer.network;
    const hash = transfer.transactionHash.toLowerCase();
    const blockFacts = {
      amountMicros: transfer.amountMicros,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash.toLowerCase(),
      confirmations: facts.confirmations,
      confirmationsRequired: facts.confirmationsRequired,
    };
    await tx
      .insert(observedTransfers)
      .values({
        network,
        transactionHash: hash,
        logIndex: transfer.logIndex,
        token: transfer.token,
        fromAddress: transfer.from.toLowerCase(),
        toAddress: transfer.to.toLowerCase(),
        amountMicros: transfer.amountMicros,
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash.toLowerCase(),
        recipientKind: owner ? 'personal' : 'company',
        observedAt: clock.now(),
      })
      .onConflictDoNothing();
    await lockTransfer(tx, network, hash, transfer.logIndex);
    const live = await lockLiveDepositsForTransfer(tx, network, hash, transfer.logIndex);
    if (live.some((row) => row.status === 'CONFIRMED')) return 'unchanged';
    let existing = live.find((row) => !row.reviewRequired);
    if (!existing && live.length === 0 && owner) existing = await insertFound(tx, transfer, owner, facts);
    // No claim yet, or only claims that wait for an administrator.
    if (!existing) return 'recorded';
    const outcome = await crediting.credit(tx, existing.id, blockFacts);
    if (outcome.status !== 'credited') return 'unchanged';
    return existing.source === 'PERSONAL_ADDRESS' ? 'credited' : 'confirmed-claim';
  }

  /** A new PENDING deposit for a personal-address transfer (credited right after, same transaction). */
  async function insertFound(
    tx: Tx,
    transfer: TokenTransfer,
    owner: string,
    facts: FinalBlockFacts,
  ): Promise<DepositRow | undefined> {
    const now = clock.now();
    const [row] = await tx
      .insert(deposits)
      .values({
        id: newId(),
        userId: owner,
        source: 'PERSONAL_ADDRESS',
        status: 'PENDING',
        currency: transfer.token,
        network: transfer.network as Network,
        amountMicros: transfer.amountMicros,
        transactionHash: transfer.transactionHash.toLowerCase(),
        logIndex: transfer.logIndex,
        senderAddress: transfer.from.toLowerCase(),
        recipientAddress: transfer.to.toLowerCase(),
        tokenAddress: transfer.tokenAddress.toLowerCase(),
        blockNumber: transfer.blockNumber,
        blockHash: transfer.blockHash.toLowerCase(),
        confirmations: facts.confirmations,
        confirmationsRequired: facts.confirmationsRequired,
        createdAt: now,
        updatedAt: now,
      })
      // A claim of the same transfer committed meanwhile: take that one instead.
      .onConflictDoNothing()
      .returning();
    return (
      row ??
      (
        await lockLiveDepositsForTransfer(
          tx,
          transfer.network,
          transfer.transactionHash.toLowerCase(),
          transfer.logIndex,
        )
      )[0]
    );
  }

  return { process };
}

export type ObservedTransfers = ReturnType<typeof createObservedTransfers>;
