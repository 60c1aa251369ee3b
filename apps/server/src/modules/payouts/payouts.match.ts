import { formatMicros, type TokenSymbol } from '@nova/contracts';

/**
 * Matching a batch transaction's transfer logs to the batch's withdrawals (decision 026): a log
 * pays the first still-unpaid withdrawal with the same token, recipient and exact net amount, in
 * batch order. Equal requests (same address and amount twice) each need their own log; a log never
 * pays two. Matching is by equality only, so taking the first free one is as good as any choice.
 */
export interface BatchCandidate {
  id: string;
  token: string;
  recipient: string;
  netMicros: bigint;
}

export interface LogTransfer {
  token: TokenSymbol;
  to: string;
  amountMicros: bigint;
  logIndex: number;
}

const keyOf = (token: string, recipient: string, netMicros: bigint) =>
  `${token}|${recipient.toLowerCase()}|${netMicros}`;

export function matchLogs(
  candidates: readonly BatchCandidate[],
  transfers: readonly LogTransfer[],
  takenLogs: ReadonlySet<number>,
): { paid: { withdrawalId: string; logIndex: number }[]; unmatchedTransfers: LogTransfer[] } {
  const waiting = new Map<string, string[]>();
  for (const candidate of candidates) {
    const key = keyOf(candidate.token, candidate.recipient, candidate.netMicros);
    waiting.set(key, [...(waiting.get(key) ?? []), candidate.id]);
  }
  const paid: { withdrawalId: string; logIndex: number }[] = [];
  const unmatchedTransfers: LogTransfer[] = [];
  for (const transfer of [...transfers].sort((a, b) => a.logIndex - b.logIndex)) {
    if (takenLogs.has(transfer.logIndex)) continue;
    const withdrawalId = waiting.get(keyOf(transfer.token, transfer.to, transfer.amountMicros))?.shift();
    if (withdrawalId) paid.push({ withdrawalId, logIndex: transfer.logIndex });
    else unmatchedTransfers.push(transfer);
  }
  return { paid, unmatchedTransfers };
}

export type TransactionState = 'not-found' | 'pending' | 'failed' | 'not-final' | 'final';

/** Why a withdrawal of the batch is still unpaid after this record. */
export function unpaidReason(state: TransactionState, network: string, candidate: BatchCandidate): string {
  switch (state) {
    case 'not-found':
      return `Transaction not found on ${network}`;
    case 'pending':
      return 'The transaction is not mined yet; record it again once it is final';
    case 'failed':
      return 'The transaction failed on chain';
    case 'not-final':
      return 'The transaction is not final yet; record it again once it is';
    case 'final':
      return `No transfer of ${formatMicros(candidate.netMicros)} ${candidate.token} to ${candidate.recipient} in this transaction`;
  }
}
