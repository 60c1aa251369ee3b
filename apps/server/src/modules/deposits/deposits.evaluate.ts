import type { Network } from '@nova/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { CrossNetworkCheck, LookupTransfer, MinedTransaction } from '../chain/index.ts';

/**
 * Judging a looked-up transaction for one member (rules 17, 19 and 20),
 * without touching the database: which of its token transfers the member may claim, and whether a
 * claim needs an administrator. Refusals carry their fixed messages.
 */
export const messages = {
  notFound: 'The transaction hash was not found on any supported blockchain network.',
  alreadyUsed: 'This transaction has already been used for a deposit',
  notMined: 'This transaction is not in a block yet. Please try again in a minute.',
  reverted: 'This transaction failed on chain (it was reverted) and moved no funds.',
  notTokenTransfer: (network: Network) => `This transaction is not a USDT or USDC transfer on ${network}.`,
  lookAlikeToken: (network: Network) =>
    `This transaction moved a token that is not the accepted USDT or USDC contract on ${network}.`,
  tooSmall: 'This transfer is too small to credit (less than 0.000001).',
  wrongRecipient: (network: Network, expected: string, received: string) =>
    `Transaction found on ${network}, but recipient doesn't match our address (Expected: ${expected}, Received: ${received})`,
  networkWarning: (found: Network, selected: Network) => `(Found on ${found}, you selected ${selected})`,
  unreachable: (networks: Network[]) =>
    `The ${networks.join(' and ')} network could not be reached, so the transaction could not be checked. Please try again in a few minutes.`,
} as const;

export interface Claimable {
  transfer: LookupTransfer;
  recipientKind: 'company' | 'personal';
  /** A transfer to the shared address whose sender this member alone has not proved (decision 017). */
  reviewRequired: boolean;
}

export interface ClaimContext {
  userId: string;
  /** The network's shared receiving address (lower-case), or null. */
  companyAddress: string | null;
  /** Owners of the personal addresses among the transaction's recipients (lower-case → user id). */
  owners: ReadonlyMap<string, string>;
  /** The members who proved each sender address (lower-case → user ids). */
  senderProvers: ReadonlyMap<string, readonly string[]>;
  /** What to show as "expected": the member's own address, else the shared one. */
  expectedAddress: string | null;
}

/** The transaction was found on some network: the requested one when both have it. */
export function pickNetwork(check: CrossNetworkCheck, requested: Network | undefined) {
  const rows = check.results.filter((row) => row.found && row.lookup);
  const chosen = rows.find((row) => row.network === requested) ?? rows[0];
  if (!chosen?.lookup) {
    const down = check.results.filter((row) => row.error !== null).map((row) => row.network);
    if (down.length > 0) throw new AppError('CHAIN_UNAVAILABLE', messages.unreachable(down));
    throw new AppError('RULE_VIOLATION', messages.notFound, [
      { path: 'transactionHash', msg: messages.notFound },
    ]);
  }
  const lookup = chosen.lookup;
  if (lookup.state !== 'mined') throw new AppError('RULE_VIOLATION', messages.notMined);
  const networkWarning =
    requested && requested !== chosen.network ? messages.networkWarning(chosen.network, requested) : null;
  return { network: chosen.network, lookup, networkWarning };
}

/** The transfers of `lookup` this member may claim; a 422 when there are none. */
export function claimableTransfers(lookup: MinedTransaction, context: ClaimContext): Claimable[] {
  const { network } = lookup;
  if (lookup.status !== 'success') throw ruleViolation(messages.reverted);
  if (lookup.transfers.length === 0) {
    throw ruleViolation(
      lookup.foreignTransferLogs > 0 ? messages.lookAlikeToken(network) : messages.notTokenTransfer(network),
    );
  }
  const claimable: Claimable[] = [];
  let dustOnly = false;
  for (const transfer of lookup.transfers) {
    const to = transfer.to.toLowerCase();
    const ours = to === context.companyAddress || context.owners.get(to) === context.userId;
    // Less than one micro-unit cannot be credited; it is reported, never rounded up.
    if (ours && transfer.amountMicros === 0n) dustOnly = true;
    if (!ours || transfer.amountMicros === 0n) continue;
    if (to === context.companyAddress) {
      const provers = context.senderProvers.get(transfer.from.toLowerCase()) ?? [];
      const provedByClaimantOnly = provers.length === 1 && provers[0] === context.userId;
      claimable.push({ transfer, recipientKind: 'company', reviewRequired: !provedByClaimantOnly });
    } else {
      claimable.push({ transfer, recipientKind: 'personal', reviewRequired: false });
    }
  }
  if (claimable.length === 0) {
    if (dustOnly) throw ruleViolation(messages.tooSmall);
    const received = lookup.transfers[0]?.to ?? 'unknown';
    throw ruleViolation(
      messages.wrongRecipient(network, context.expectedAddress ?? 'none configured', received),
    );
  }
  return claimable;
}

function ruleViolation(message: string): AppError {
  return new AppError('RULE_VIOLATION', message, [{ path: 'transactionHash', msg: message }]);
}

/** Whether taken transfers (credited, or already claimed by this member) block a claim: every one is taken. */
export function unusedClaimables(claimable: Claimable[], usedLogIndexes: ReadonlySet<number>): Claimable[] {
  const unused = claimable.filter((item) => !usedLogIndexes.has(item.transfer.logIndex));
  if (unused.length === 0) throw new AppError('CONFLICT', messages.alreadyUsed);
  return unused;
}
