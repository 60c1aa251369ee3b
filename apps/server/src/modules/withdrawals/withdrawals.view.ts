import {
  type AdminWithdrawal,
  formatMicros,
  type Network,
  type TokenSymbol,
  type Withdrawal,
  type WithdrawalSource,
  type WithdrawalStatus,
  withdrawalMethodKey,
} from '@nova/contracts';
import { type ChainSettings, explorerTransactionUrl } from '../chain/index.ts';
import type { AdminWithdrawalRow } from './withdrawals.admin-repo.ts';
import type { WithdrawalRow } from './withdrawals.repo.ts';

/**
 * The payout transaction's page on the block explorer, the one link the member follows from the
 * screens and from the completion email; null before a hash is recorded or on a local chain.
 */
export function payoutExplorerUrl(
  settings: ChainSettings,
  row: Pick<WithdrawalRow, 'network' | 'transactionHash'>,
): string | null {
  if (!row.transactionHash) return null;
  return explorerTransactionUrl(settings.networks[row.network as Network], row.transactionHash);
}

/** Rows as the API answers them: decimal strings for money, ISO dates. */
export function toWithdrawal(row: WithdrawalRow, settings: ChainSettings): Withdrawal {
  const network = row.network as Network;
  const currency = row.currency as TokenSymbol;
  return {
    id: row.id,
    amount: formatMicros(row.amount),
    fee: formatMicros(row.fee),
    netAmount: formatMicros(row.amount - row.fee),
    currency,
    network,
    method: withdrawalMethodKey(network, currency),
    source: row.source as WithdrawalSource,
    walletAddress: row.walletAddress,
    status: row.status as WithdrawalStatus,
    transactionHash: row.transactionHash,
    explorerUrl: payoutExplorerUrl(settings, row),
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

export function toAdminWithdrawal(row: AdminWithdrawalRow, settings: ChainSettings): AdminWithdrawal {
  return { ...toWithdrawal(row, settings), user: row.user, feeAmount: formatMicros(row.fee) };
}

/** The before/after of an audit entry: the fields an administrator can change, as text. */
export function auditState(row: WithdrawalRow): Record<string, unknown> {
  return {
    status: row.status,
    amount: formatMicros(row.amount),
    fee: formatMicros(row.fee),
    currency: row.currency,
    network: row.network,
    walletAddress: row.walletAddress,
    transactionHash: row.transactionHash,
    adminNotes: row.adminNotes,
  };
}
