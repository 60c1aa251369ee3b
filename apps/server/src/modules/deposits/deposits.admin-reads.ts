import {
  type AdminCrossNetworkResponse,
  type AdminDeposit,
  type AdminDepositsResponse,
  type DepositStatus,
  paginate,
  toMicros,
} from '@nova/contracts';
import type { Hash } from 'viem';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChainService } from '../chain/index.ts';
import { findDepositWithUser, listAllDeposits } from './deposits.admin-repo.ts';
import { depositClaimants } from './deposits.claimants.ts';
import type { Lookups } from './deposits.lookups.ts';
import { toAdminDeposit } from './deposits.view.ts';

/**
 * What administrators read: the deposit list and the
 * pending list, and the chain checks behind Verify, Check Transaction and the cross-network results
 * modal (its Auto-Confirm is offered when the recipient is ours and the amount is within 0.01).
 */
export const PENDING_LIST_MAX = 200;
const AUTO_CONFIRM_TOLERANCE_MICROS = toMicros('0.01');

export function createAdminReads(deps: { db: DbOrTx; chain: ChainService; lookups: Lookups }) {
  const { db, chain, lookups } = deps;

  async function list(query: {
    page: number;
    limit: number;
    search?: string;
    status?: DepositStatus;
    userId?: string;
  }): Promise<AdminDepositsResponse> {
    const { rows, total } = await listAllDeposits(db, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      search: query.search || undefined,
      status: query.status,
      userId: query.userId,
    });
    return {
      data: rows.map((row) => toAdminDeposit(row, chain.settings)),
      pagination: paginate(query.page, query.limit, total),
    };
  }

  /** Every deposit the list's filters match, newest first, a batch at a time (the CSV export). */
  async function* batches(
    filter: { search?: string; status?: DepositStatus },
    batchSize: number,
  ): AsyncGenerator<AdminDeposit[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const { rows } = await listAllDeposits(db, {
        ...filter,
        search: filter.search || undefined,
        after,
        limit: batchSize,
        offset: 0,
        count: false,
      });
      if (rows.length > 0) yield rows.map((row) => toAdminDeposit(row, chain.settings));
      const last = rows[rows.length - 1];
      if (!last || rows.length < batchSize) return;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  async function pending(): Promise<{ data: AdminDeposit[] }> {
    const { rows } = await listAllDeposits(db, { limit: PENDING_LIST_MAX, offset: 0, status: 'PENDING' });
    return { data: rows.map((row) => toAdminDeposit(row, chain.settings)) };
  }

  /** Verify: valid when found, successful, a transfer of an accepted token to any of our addresses. */
  async function verifyTransaction(hash: Hash) {
    const { response } = await lookups.lookup(hash, undefined, null);
    const isValid = response.found && response.isRecipientMatching && response.outcome !== 'error';
    return { isValid, error: isValid ? null : response.message, details: response };
  }

  async function checkBlockchain(hash: Hash) {
    const { response } = await lookups.lookup(hash, undefined, null);
    return { exists: response.found, error: response.found ? null : response.message, details: response };
  }

  async function crossNetwork(hash: Hash, depositId?: string): Promise<AdminCrossNetworkResponse> {
    const deposit = depositId ? await findDepositWithUser(db, depositId) : undefined;
    if (depositId && !deposit) throw new AppError('NOT_FOUND', 'Deposit not found');
    const result = await lookups.crossNetwork(hash, null);
    const found = result.results.find((row) => row.found && row.details?.status === 'success');
    const recipientMatches = found?.details?.isRecipientMatching ?? false;
    const amount = found?.details?.amount ?? null;
    let amountMatches = false;
    if (deposit && amount !== null) {
      const difference = toMicros(amount) - deposit.amountMicros;
      amountMatches = (difference < 0n ? -difference : difference) < AUTO_CONFIRM_TOLERANCE_MICROS;
    }
    return {
      ...result,
      depositId: deposit?.id ?? null,
      deposit: deposit ? toAdminDeposit(deposit, chain.settings) : null,
      autoConfirm: {
        available: deposit?.status === 'PENDING' && recipientMatches && amountMatches,
        recipientMatches,
        amountMatches,
      },
    };
  }

  return {
    list,
    batches,
    pending,
    verifyTransaction,
    checkBlockchain,
    crossNetwork,
    claimants: (id: string) => depositClaimants(db, id),
  };
}
