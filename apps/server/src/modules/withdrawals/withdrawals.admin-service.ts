import {
  type AdminWithdrawal,
  type AdminWithdrawalsResponse,
  type adminWithdrawalsQuerySchema,
  type Network,
  type PayoutCheck,
  paginate,
  type processWithdrawalRequestSchema,
  type WithdrawalStatus,
} from '@nova/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import type { ChainSettings } from '../chain/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { createWithdrawalAdminReads } from './withdrawals.admin-reads.ts';
import {
  type AdminWithdrawalRow,
  findAdminWithdrawal,
  listAdminWithdrawals,
} from './withdrawals.admin-repo.ts';
import { completeHold, voidHold } from './withdrawals.holds.ts';
import { comparePayout, type LookupPayout } from './withdrawals.payout.ts';
import { createPayoutSettlement } from './withdrawals.payout-settle.ts';
import {
  findByTransactionHash,
  findWithdrawal,
  lockWithdrawal,
  totalsByStatus,
  updateWithdrawal,
  type WithdrawalRow,
} from './withdrawals.repo.ts';
import { transitionFor, wrongStatusMessage } from './withdrawals.rules.ts';
import { figures, summarizeTotals } from './withdrawals.stats.ts';
import { auditState, toAdminWithdrawal } from './withdrawals.view.ts';

export interface AdminWithdrawalServices {
  ledger: LedgerService;
  audit: AuditService;
  lookupPayout: LookupPayout;
  /** The networks' explorers, for the payout links the answers carry. */
  chainSettings: ChainSettings;
  /** Told of a completion or rejection inside its transaction (the member's email, rule 43). */
  onSettled?: (tx: Tx, withdrawal: WithdrawalRow) => Promise<void>;
  /**
   * Told once the completion or failure of an approved withdrawal is committed: a payout batch
   * holding it may have nothing left to pay (decision 034).
   */
  afterApprovedSettled?: (actorId: string, withdrawalId: string) => Promise<void>;
}

type ProcessInput = z.output<typeof processWithdrawalRequestSchema>;

export const CHANGED_MEANWHILE_MESSAGE = 'This withdrawal was changed meanwhile; reload it and try again';
const PENDING_LIST_MAX = 200;

/**
 * Reads a row before the transaction that changes it (chain reads and fee quotes must not run
 * while a transaction is open), then, under the row lock, insists it is still that version:
 * a second administrator acting at the same moment gets 409 and changes nothing.
 */
export async function lockSameVersion(tx: Tx, seen: WithdrawalRow): Promise<WithdrawalRow> {
  const locked = await lockWithdrawal(tx, seen.id);
  if (!locked) throw new AppError('NOT_FOUND', 'Withdrawal not found');
  if (locked.version !== seen.version) throw new AppError('CONFLICT', CHANGED_MEANWHILE_MESSAGE);
  return locked;
}

export async function requireWithdrawal(
  db: ModuleDeps['database']['db'],
  id: string,
): Promise<WithdrawalRow> {
  const row = await findWithdrawal(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Withdrawal not found');
  return row;
}

/** Administrators' lists and the status machine with its ledger effects (rule 33). */
export function createAdminWithdrawalsService(deps: ModuleDeps, services: AdminWithdrawalServices) {
  const { db } = deps.database;
  const { ledger, audit, chainSettings } = services;
  const view = (row: AdminWithdrawalRow) => toAdminWithdrawal(row, chainSettings);

  async function adminView(id: string): Promise<AdminWithdrawal> {
    const row = await findAdminWithdrawal(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Withdrawal not found');
    return view(row);
  }

  async function pending(): Promise<AdminWithdrawal[]> {
    const statuses: WithdrawalStatus[] = ['PENDING', 'APPROVED'];
    const { rows } = await listAdminWithdrawals(db, {
      statuses,
      limit: PENDING_LIST_MAX,
      offset: 0,
      oldestFirst: true,
    });
    return rows.map(view);
  }

  async function list(
    query: z.output<typeof adminWithdrawalsQuerySchema>,
  ): Promise<AdminWithdrawalsResponse> {
    const [{ rows, total }, totals] = await Promise.all([
      listAdminWithdrawals(db, {
        statuses: query.status ? [query.status] : undefined,
        search: query.search,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      }),
      totalsByStatus(db),
    ]);
    return {
      data: rows.map(view),
      pagination: paginate(query.page, query.limit, total),
      stats: summarizeTotals(totals),
    };
  }

  /** The chain check of a payout hash, outside any transaction; a failing RPC is one more problem. */
  async function checkPayout(row: WithdrawalRow, hash: string, acknowledged: boolean): Promise<PayoutCheck> {
    const network = row.network as Network;
    const expected = {
      network,
      currency: row.currency as 'USDT' | 'USDC',
      recipient: row.walletAddress,
      netMicros: row.amount - row.fee,
    };
    const compared = await services.lookupPayout(network, hash).then(
      (lookup) => comparePayout(expected, lookup),
      (error: unknown) => ({
        network,
        recipient: null,
        amount: null,
        currency: null,
        matches: false,
        problems: [
          `The ${network} network could not be read: ${error instanceof Error ? error.message : 'unknown error'}`,
        ],
      }),
    );
    if (!compared.matches && !acknowledged) {
      throw new AppError(
        'PAYOUT_MISMATCH',
        'The payout transaction does not match this withdrawal. Check it, or confirm the mismatch to complete anyway.',
        compared.problems.map((msg) => ({ path: 'transactionHash', msg })),
      );
    }
    return { ...compared, acknowledged: !compared.matches };
  }

  async function assertHashUnused(id: string, hash: string): Promise<void> {
    const owner = await findByTransactionHash(db, hash);
    if (owner && owner.id !== id) {
      throw new AppError('CONFLICT', 'This transaction hash is already recorded for another withdrawal', [
        { path: 'transactionHash', msg: 'Already recorded for another withdrawal' },
      ]);
    }
  }

  async function process(adminId: string, id: string, input: ProcessInput, idempotencyKey?: string) {
    const seen = await requireWithdrawal(db, id);
    if (idempotencyKey !== undefined && seen.lastActionKey === idempotencyKey) {
      return { withdrawal: await adminView(id), payoutCheck: null };
    }
    const hash = input.transactionHash;
    const step = transitionFor(seen.status as WithdrawalStatus, input.action, hash !== undefined);
    if (!step)
      throw new AppError('CONFLICT', wrongStatusMessage(seen.status as WithdrawalStatus, input.action));
    let payoutCheck: PayoutCheck | null = null;
    if (hash !== undefined) {
      await assertHashUnused(id, hash);
      payoutCheck = await checkPayout(seen, hash, input.acknowledgeMismatch);
    }
    await db.transaction(async (tx) => {
      const locked = await lockSameVersion(tx, seen);
      if (step.settle === 'post') await completeHold(ledger, tx, locked);
      if (step.settle === 'void') await voidHold(ledger, tx, locked);
      const now = deps.clock.now();
      const updated = await updateWithdrawal(tx, id, {
        status: step.to,
        adminNotes: input.adminNotes ?? locked.adminNotes,
        transactionHash: hash ?? locked.transactionHash,
        payoutCheck: payoutCheck ?? locked.payoutCheck,
        processedBy: adminId,
        processedAt: now,
        updatedAt: now,
        version: locked.version + 1,
        lastActionKey: idempotencyKey ?? null,
      });
      if (step.to === 'COMPLETED' || step.to === 'REJECTED') await services.onSettled?.(tx, updated);
      await audit.record(tx, {
        actorId: adminId,
        action: `withdrawal.${input.action.toLowerCase()}`,
        targetType: 'withdrawal',
        targetId: id,
        before: auditState(locked),
        after: { ...auditState(updated), payoutCheck },
        note: payoutCheck?.acknowledged
          ? `Payout mismatch confirmed by the administrator: ${payoutCheck.problems.join('; ')}`
          : (input.adminNotes ?? null),
      });
    });
    if (seen.status === 'APPROVED') await services.afterApprovedSettled?.(adminId, id);
    return { withdrawal: await adminView(id), payoutCheck };
  }

  /** The dashboard's withdrawal figures: held, paid out, and requested since `since`, in one statement. */
  async function statsFigures(since: Date) {
    const totals = await totalsByStatus(db, since);
    const total = figures(totals);
    return {
      heldMicros: total.amountOf('PENDING') + total.amountOf('APPROVED'),
      heldCount: total.countOf('PENDING') + total.countOf('APPROVED'),
      completedMicros: total.amountOf('COMPLETED'),
      completedCount: total.countOf('COMPLETED'),
      todayMicros: totals.reduce((sum, row) => sum + row.amountSince, 0n),
      todayCount: totals.reduce((sum, row) => sum + row.countSince, 0),
    };
  }

  return {
    pending,
    list,
    process,
    adminView,
    statsFigures,
    ...createWithdrawalAdminReads(db, chainSettings),
    ...createPayoutSettlement(deps, services),
  };
}

export type AdminWithdrawalsService = ReturnType<typeof createAdminWithdrawalsService>;
