import { formatMicros, type Network, type PayoutCheck, type TokenSymbol } from '@nova/contracts';
import type { Hash } from 'viem';
import type { ChainService } from '../chain/index.ts';

/**
 * The payout-hash check (rule 33): the transaction recorded for a completion must be a final,
 * successful transfer of the request's token to the request's address for exactly the net amount.
 * This file only compares; reading the chain is the chain module's job.
 */
export interface PayoutTokenTransfer {
  /** The accepted token the log came from (look-alike contracts are never listed). */
  token: TokenSymbol;
  to: string;
  amountMicros: bigint;
}

export interface PayoutLookup {
  state: 'not-found' | 'pending' | 'mined';
  succeeded: boolean;
  final: boolean;
  transfers: PayoutTokenTransfer[];
}

/** Reads a payout transaction on one network. */
export type LookupPayout = (network: Network, hash: string) => Promise<PayoutLookup>;

export function payoutLookupFrom(chain: ChainService): LookupPayout {
  return async (network, hash) => {
    const found = await chain.lookupTransaction(network, hash as Hash);
    if (found.state !== 'mined') return { state: found.state, succeeded: false, final: false, transfers: [] };
    return {
      state: 'mined',
      succeeded: found.status === 'success',
      final: found.isFinal,
      transfers: found.transfers.map(({ token, to, amountMicros }) => ({ token, to, amountMicros })),
    };
  };
}

export interface PayoutExpectation {
  network: Network;
  currency: TokenSymbol;
  recipient: string;
  netMicros: bigint;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The transfer that best explains the payout: exact match first, then to the address, then any of the token. */
function closestTransfer(expected: PayoutExpectation, transfers: PayoutTokenTransfer[]) {
  const score = (transfer: PayoutTokenTransfer) =>
    (transfer.token === expected.currency ? 4 : 0) +
    (sameAddress(transfer.to, expected.recipient) ? 2 : 0) +
    (transfer.amountMicros === expected.netMicros ? 1 : 0);
  return [...transfers].sort((a, b) => score(b) - score(a))[0];
}

export function comparePayout(
  expected: PayoutExpectation,
  lookup: PayoutLookup,
): Omit<PayoutCheck, 'acknowledged'> {
  const base = { network: expected.network, recipient: null, amount: null, currency: null };
  if (lookup.state === 'not-found') {
    return { ...base, matches: false, problems: [`Transaction not found on ${expected.network}`] };
  }
  if (lookup.state === 'pending') {
    return {
      ...base,
      matches: false,
      problems: ['The transaction is not mined yet; wait for it to be confirmed'],
    };
  }
  const problems: string[] = [];
  if (!lookup.succeeded) problems.push('The transaction failed on chain');
  const transfer = closestTransfer(expected, lookup.transfers);
  if (!transfer) {
    problems.push('The transaction carries no USDT or USDC transfer');
    return { ...base, matches: false, problems };
  }
  if (transfer.token !== expected.currency) {
    problems.push(`The transfer is in ${transfer.token}, the request is in ${expected.currency}`);
  }
  if (!sameAddress(transfer.to, expected.recipient)) {
    problems.push(`Recipient ${transfer.to} is not the request address ${expected.recipient}`);
  }
  if (transfer.amountMicros !== expected.netMicros) {
    problems.push(
      `Amount ${formatMicros(transfer.amountMicros)} differs from the net amount ${formatMicros(expected.netMicros)}`,
    );
  }
  if (!lookup.final) problems.push('The transaction is not final yet; wait for more confirmations');
  return {
    network: expected.network,
    recipient: transfer.to,
    amount: formatMicros(transfer.amountMicros),
    currency: transfer.token,
    matches: problems.length === 0,
    problems,
  };
}
