import {
  type AdminDeposit,
  type Deposit,
  type DepositCurrency,
  type DepositProgress,
  type DepositStatus,
  formatMicros,
  type Network,
} from '@nova/contracts';
import { type ChainSettings, explorerTransactionUrl } from '../chain/index.ts';
import type { DepositWithUser } from './deposits.admin-repo.ts';
import type { DepositRow } from './deposits.repo.ts';

/** How deposits are answered: money as decimal strings, block numbers as decimal strings. */
export function progressOf(row: DepositRow): DepositProgress {
  switch (row.status) {
    case 'CONFIRMED':
      return 'credited';
    case 'FAILED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
  }
  if (row.source === 'HOSTED') return 'awaiting-payment';
  if (row.blockNumber === null) return row.droppedAt ? 'dropped' : 'awaiting-block';
  const final = row.confirmationsRequired !== null && row.confirmations >= row.confirmationsRequired;
  return final && row.reviewRequired ? 'awaiting-review' : 'confirming';
}

export function toDeposit(
  row: DepositRow,
  settings: ChainSettings,
  checkoutUrl: string | null = null,
): Deposit {
  const network = row.network as Network | null;
  return {
    id: row.id,
    amount: formatMicros(row.amountMicros),
    requestedAmount: row.requestedAmountMicros === null ? null : formatMicros(row.requestedAmountMicros),
    currency: row.currency as DepositCurrency,
    network,
    depositType: row.source === 'HOSTED' ? 'BTC' : 'USDT',
    source: row.source as Deposit['source'],
    status: row.status as DepositStatus,
    progress: progressOf(row),
    transactionHash: row.transactionHash,
    logIndex: row.logIndex,
    senderAddress: row.senderAddress,
    recipientAddress: row.recipientAddress,
    tokenContract: row.tokenAddress,
    blockNumber: row.blockNumber === null ? null : row.blockNumber.toString(),
    confirmations: row.confirmations,
    confirmationsRequired: row.confirmationsRequired,
    reviewRequired: row.reviewRequired,
    explorerUrl:
      network && row.transactionHash
        ? explorerTransactionUrl(settings.networks[network], row.transactionHash)
        : null,
    checkoutUrl,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

export function toAdminDeposit(row: DepositWithUser, settings: ChainSettings): AdminDeposit {
  return { ...toDeposit(row, settings), user: row.user };
}
