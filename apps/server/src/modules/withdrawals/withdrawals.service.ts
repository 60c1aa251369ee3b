import {
  formatMicros,
  type PreviewFeeResponse,
  paginate,
  ppmToRate,
  type previewFeeRequestSchema,
  toMicros,
  WITHDRAWAL_PROCESSING_TIME,
  type Withdrawal,
  type WithdrawalHistoryResponse,
  type WithdrawalOptionsResponse,
  type withdrawalHistoryQuerySchema,
  withdrawalMethodKey,
  withdrawalMethods,
  type withdrawalRequestSchema,
} from '@nova/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuthService } from '../auth/index.ts';
import type { FeeTiersService } from '../fee-tiers/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import {
  assertMinimum,
  assertNetPositive,
  assertNotLocked,
  normalizeAddress,
  WITHDRAWALS_DISABLED_MESSAGE,
} from './withdrawals.checks.ts';
import { assertPayableDestination, type DestinationChecks } from './withdrawals.destinations.ts';
import { placeHold } from './withdrawals.holds.ts';
import {
  findByIdempotencyKey,
  insertWithdrawal,
  listMemberWithdrawals,
  type WithdrawalRow,
} from './withdrawals.repo.ts';
import { toWithdrawal } from './withdrawals.view.ts';

export interface WithdrawalServices {
  ledger: LedgerService;
  settings: SettingsService;
  feeTiers: FeeTiersService;
  auth: Pick<AuthService, 'profile'>;
  destinations: DestinationChecks;
}

type RequestInput = z.output<typeof withdrawalRequestSchema>;

export const REQUEST_SUBMITTED_MESSAGE = 'Withdrawal request submitted successfully';

/** Whether a stored request is the one a retry with the same Idempotency-Key describes. */
function sameRequest(row: WithdrawalRow, input: RequestInput, address: string): boolean {
  return (
    row.amount === toMicros(input.amount) &&
    row.currency === input.currency &&
    row.network === input.network &&
    row.source === input.source &&
    row.walletAddress === address
  );
}

/** The member side of withdrawals: options, fee preview, requests that hold funds, history. */
export function createWithdrawalsService(deps: ModuleDeps, services: WithdrawalServices) {
  const { db } = deps.database;
  const { ledger, settings, feeTiers, auth, destinations } = services;
  const view = (row: WithdrawalRow) => toWithdrawal(row, destinations.chainSettings);

  async function options(): Promise<WithdrawalOptionsResponse> {
    const current = await settings.get();
    return {
      methods: withdrawalMethods.map((method) => ({
        ...method,
        networkFeePaidBy: 'PLATFORM' as const,
        processingTime: WITHDRAWAL_PROCESSING_TIME,
        minimum: current.minWithdrawalAmount,
      })),
      minimum: current.minWithdrawalAmount,
      isWithdrawalEnabled: current.isWithdrawalEnabled,
      sources: current.allowDepositWithdrawal ? ['EARNINGS', 'DEPOSIT'] : ['EARNINGS'],
    };
  }

  async function previewFee(input: z.output<typeof previewFeeRequestSchema>): Promise<PreviewFeeResponse> {
    const amount = toMicros(input.amount);
    const quote = await feeTiers.quote(amount);
    const { network, currency } = input;
    const key = network && currency ? withdrawalMethodKey(network, currency) : undefined;
    const method = withdrawalMethods.find((candidate) => candidate.key === key);
    return {
      amount: formatMicros(amount),
      fee: formatMicros(quote.fee),
      net: formatMicros(quote.net),
      feePercent: ppmToRate(quote.percentPpm),
      networkFee: method?.networkFee ?? null,
      networkFeePaidBy: 'PLATFORM',
    };
  }

  /** Refusals come first, in a fixed order; each leaves nothing behind (rule 6). */
  async function checkRequest(userId: string, input: RequestInput) {
    const current = await settings.get();
    if (!current.isWithdrawalEnabled) throw new AppError('FEATURE_DISABLED', WITHDRAWALS_DISABLED_MESSAGE);
    assertNotLocked((await auth.profile(userId)).withdrawalsLockedUntil, deps.clock.now());
    if (input.source === 'DEPOSIT' && !current.allowDepositWithdrawal) {
      throw new AppError('FEATURE_DISABLED', 'Withdrawing deposited funds is not available at the moment', [
        { path: 'source', msg: 'Choose your withdrawable earnings instead' },
      ]);
    }
    const amount = toMicros(input.amount);
    assertMinimum(amount, toMicros(current.minWithdrawalAmount), current);
    const quote = await feeTiers.quote(amount);
    assertNetPositive(amount, quote.fee);
    return { amount, quote };
  }

  async function replayOf(userId: string, key: string, input: RequestInput, address: string) {
    const existing = await findByIdempotencyKey(db, userId, key);
    if (!existing) return undefined;
    if (!sameRequest(existing, input, address)) {
      throw new AppError(
        'CONFLICT',
        'This Idempotency-Key was already used for a different withdrawal request',
      );
    }
    return view(existing);
  }

  async function request(
    userId: string,
    input: RequestInput,
    idempotencyKey?: string,
  ): Promise<{ withdrawal: Withdrawal; replayed: boolean }> {
    const address = normalizeAddress(input.walletAddress);
    const replayed = idempotencyKey ? await replayOf(userId, idempotencyKey, input, address) : undefined;
    if (replayed) return { withdrawal: replayed, replayed: true };
    await assertPayableDestination(destinations, address);
    const { amount, quote } = await checkRequest(userId, input);
    const now = deps.clock.now();
    const row = await db.transaction(async (tx) => {
      const inserted = await insertWithdrawal(tx, {
        id: newId(),
        userId,
        source: input.source,
        network: input.network,
        currency: input.currency,
        amount,
        fee: quote.fee,
        feePercentPpm: quote.percentPpm,
        walletAddress: address,
        status: 'PENDING',
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (inserted) await placeHold(ledger, tx, inserted);
      return inserted;
    });
    // Another request with the same key committed first: this one is its retry.
    if (!row && idempotencyKey) {
      const winner = await replayOf(userId, idempotencyKey, input, address);
      if (winner) return { withdrawal: winner, replayed: true };
    }
    if (!row) throw new Error('withdrawal insert returned nothing without a key conflict');
    return { withdrawal: view(row), replayed: false };
  }

  async function history(
    userId: string,
    query: z.output<typeof withdrawalHistoryQuerySchema>,
  ): Promise<WithdrawalHistoryResponse> {
    const { rows, total } = await listMemberWithdrawals(db, userId, {
      status: query.status,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { data: rows.map(view), pagination: paginate(query.page, query.limit, total) };
  }

  return { options, previewFee, request, history };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
