import type { Network } from '@nova/contracts';
import {
  type Address,
  getAddress,
  type Hash,
  isHash,
  TransactionNotFoundError,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { ChainContext } from './chain.context.ts';
import { confirmationsOf, type FinalityView, isFinalBlock, readFinality } from './chain.finality.ts';
import { countForeignTransferLogs, decodeTokenTransfers, type TokenTransfer } from './chain.transfers.ts';

/**
 * Looks a transaction hash up on one network (rule 17): receipt → the accepted tokens'
 * `Transfer` logs → sender, recipient, exact amount, block, confirmations and finality, and
 * whether each transfer went to one of our addresses.
 */
export interface LookupOptions {
  /** The member's personal deposit addresses; the network's company address always counts as ours. */
  personalAddresses?: readonly string[];
}

export type RecipientKind = 'company' | 'personal';

export interface LookupTransfer extends TokenTransfer {
  /** Whose address received it: null when it is not one of ours. */
  recipientKind: RecipientKind | null;
  isRecipientMatching: boolean;
}

interface LookupBase {
  network: Network;
  transactionHash: Hash;
  /** The network's shared receiving address, for "expected" in messages. */
  expectedCompanyAddress: Address | null;
}

export interface TransactionNotFound extends LookupBase {
  found: false;
  state: 'not-found';
}

/** Known to the node but not yet in a block: nothing can be verified yet. */
export interface TransactionPending extends LookupBase {
  found: true;
  state: 'pending';
  from: Address;
  to: Address | null;
}

export interface MinedTransaction extends LookupBase {
  found: true;
  state: 'mined';
  /** A reverted transaction moved nothing and is never creditable. */
  status: 'success' | 'reverted';
  from: Address;
  to: Address | null;
  blockNumber: bigint;
  blockHash: Hash;
  gasUsed: bigint;
  confirmations: number;
  confirmationsRequired: number;
  isFinal: boolean;
  finalitySource: FinalityView['source'];
  /** Every transfer of an accepted token in the transaction, to anyone. */
  transfers: LookupTransfer[];
  /** The transfers that went to one of our addresses: what a deposit may credit. */
  creditable: LookupTransfer[];
  /** The transfer the screens describe: the first creditable one, else the first one. */
  primaryTransfer: LookupTransfer | null;
  /** The transaction succeeded and moved an accepted token. */
  isTokenTransfer: boolean;
  /** At least one accepted-token transfer reached one of our addresses. */
  isRecipientMatching: boolean;
  /** `Transfer` logs from other contracts (look-alike tokens), never credited. */
  foreignTransferLogs: number;
}

export type TransactionLookup = TransactionNotFound | TransactionPending | MinedTransaction;

export async function lookupTransaction(
  context: ChainContext,
  network: Network,
  hash: Hash,
  options: LookupOptions = {},
): Promise<TransactionLookup> {
  if (!isHash(hash)) throw new TypeError(`not a transaction hash: ${hash}`);
  const base = {
    network,
    transactionHash: hash,
    expectedCompanyAddress: context.settings.networks[network].companyAddress,
  };
  const receipt = await readReceipt(context, network, hash);
  if (receipt === null) return lookupUnmined(context, base);
  const [view, transfers] = await Promise.all([
    readFinality(context, network),
    receipt.status === 'success' ? decodeTokenTransfers(context, network, receipt.logs) : [],
  ]);
  const ours = ourAddresses(context, network, options);
  const judged = transfers.map((transfer) => judgeRecipient(transfer, ours));
  const creditable = judged.filter((transfer) => transfer.isRecipientMatching);
  return {
    ...base,
    found: true,
    state: 'mined',
    status: receipt.status,
    from: getAddress(receipt.from),
    to: receipt.to ? getAddress(receipt.to) : null,
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    gasUsed: receipt.gasUsed,
    confirmations: confirmationsOf(view, receipt.blockNumber),
    confirmationsRequired: view.confirmationsRequired,
    isFinal: isFinalBlock(view, receipt.blockNumber),
    finalitySource: view.source,
    transfers: judged,
    creditable,
    primaryTransfer: creditable[0] ?? judged[0] ?? null,
    isTokenTransfer: judged.length > 0,
    isRecipientMatching: creditable.length > 0,
    foreignTransferLogs: countForeignTransferLogs(context, network, receipt.logs),
  };
}

async function readReceipt(
  context: ChainContext,
  network: Network,
  hash: Hash,
): Promise<TransactionReceipt | null> {
  try {
    return await context.clients[network].getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  }
}

async function lookupUnmined(
  context: ChainContext,
  base: LookupBase,
): Promise<TransactionNotFound | TransactionPending> {
  try {
    const transaction = await context.clients[base.network].getTransaction({ hash: base.transactionHash });
    const to = transaction.to ? getAddress(transaction.to) : null;
    return { ...base, found: true, state: 'pending', from: getAddress(transaction.from), to };
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return { ...base, found: false, state: 'not-found' };
    throw error;
  }
}

type OurAddresses = Map<string, RecipientKind>;

function ourAddresses(context: ChainContext, network: Network, options: LookupOptions): OurAddresses {
  const ours: OurAddresses = new Map();
  for (const address of options.personalAddresses ?? []) ours.set(address.toLowerCase(), 'personal');
  const company = context.settings.networks[network].companyAddress;
  if (company) ours.set(company.toLowerCase(), 'company');
  return ours;
}

/** Recipient matching is case-insensitive: an address may be written in either case. */
function judgeRecipient(transfer: TokenTransfer, ours: OurAddresses): LookupTransfer {
  const recipientKind = ours.get(transfer.to.toLowerCase()) ?? null;
  return { ...transfer, recipientKind, isRecipientMatching: recipientKind !== null };
}
