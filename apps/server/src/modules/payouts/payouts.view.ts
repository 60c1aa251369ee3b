import {
  formatMicros,
  type Network,
  type TokenSymbol,
  type UnmatchedPayout,
  type WithdrawalBatch,
  type WithdrawalBatchItem,
  type WithdrawalBatchStatus,
  type WithdrawalStatus,
} from '@nova/contracts';
import type { BatchListRow } from './payouts.admin-repo.ts';
import type { UnmatchedPayoutRow } from './payouts.repo.ts';

/** What the batch screens need of a withdrawal; read through the withdrawals service. */
export interface BatchWithdrawal {
  id: string;
  network: string;
  currency: string;
  walletAddress: string;
  amount: bigint;
  fee: bigint;
  status: string;
  transactionHash: string | null;
}

export const netOf = (row: BatchWithdrawal) => row.amount - row.fee;

export function toBatch(row: BatchListRow, items: readonly BatchWithdrawal[]): WithdrawalBatch {
  return {
    id: row.id,
    network: row.network as Network,
    token: row.token as TokenSymbol,
    status: row.status as WithdrawalBatchStatus,
    count: row.itemCount,
    completedCount: items.filter((item) => item.status === 'COMPLETED').length,
    totalAmount: formatMicros(row.totalNetMicros),
    createdBy: { id: row.createdBy, fullName: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    transactionHashes: row.transactionHashes,
  };
}

export function toBatchItem(row: BatchWithdrawal): WithdrawalBatchItem {
  return {
    withdrawalId: row.id,
    walletAddress: row.walletAddress,
    netAmount: formatMicros(netOf(row)),
    status: row.status as WithdrawalStatus,
    transactionHash: row.transactionHash,
  };
}

export function auditBatch(row: {
  status: string;
  network: string;
  token: string;
  itemCount: number;
  totalNetMicros: bigint;
}) {
  return {
    status: row.status,
    network: row.network,
    token: row.token,
    count: row.itemCount,
    total: formatMicros(row.totalNetMicros),
  };
}

export function toUnmatchedPayout(row: UnmatchedPayoutRow): UnmatchedPayout {
  return {
    network: row.network as Network,
    transactionHash: row.transactionHash,
    logIndex: row.logIndex,
    token: row.token as TokenSymbol,
    recipient: row.recipient,
    amount: formatMicros(row.amountMicros),
    blockNumber: row.blockNumber.toString(),
    seenAt: row.seenAt.toISOString(),
  };
}
