import { formatMicros, type Network, type PayoutCheck, type TokenSymbol } from '@nova/contracts';

/**
 * The payout-hash check (issue 5 §3): the transaction recorded for a completion must be a final,
 * successful transfer of the request's token to the request's address for exactly the net amount.
 * This file only compares; reading the chain is the chain module's job.
 */
export interface PayoutTokenTransfer {
  /** The configured token the log came from, or null for any other contract. */
  token: TokenSymbol | null;
  to: string;
  amountMicros: bigint;
}

export interface PayoutLookup {
  found: boolean;
  succeeded: boolean;
  final: boolean;
  transfers: PayoutTokenTransfer[];
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
  const known = transfers.filter((transfer) => transfer.token !== null);
  const score = (transfer: PayoutTokenTransfer) =>
    (transfer.token === expected.currency ? 4 : 0) +
    (sameAddress(transfer.to, expected.recipient) ? 2 : 0) +
    (transfer.amountMicros === expected.netMicros ? 1 : 0);
  return known.sort((a, b) => score(b) - score(a))[0];
}

export function comparePayout(
  expected: PayoutExpectation,
  lookup: PayoutLookup,
): Omit<PayoutCheck, 'acknowledged'> {
  const base = { network: expected.network, recipient: null, amount: null, currency: null };
  if (!lookup.found) {
    return { ...base, matches: false, problems: [`Transaction not found on ${expected.network}`] };
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
