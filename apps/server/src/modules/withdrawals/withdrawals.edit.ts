import {
  type AdminWithdrawal,
  type Network,
  type TokenSymbol,
  toMicros,
  type updateWithdrawalRequestSchema,
  type WithdrawalMethodKey,
  type WithdrawalStatus,
} from '@nova/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import type { FeeTiersService } from '../fee-tiers/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { findAdminWithdrawal } from './withdrawals.admin-repo.ts';
import { lockSameVersion, requireWithdrawal } from './withdrawals.admin-service.ts';
import { assertMinimum, assertNetPositive, normalizeAddress } from './withdrawals.checks.ts';
import { assertPayableDestination, type DestinationChecks } from './withdrawals.destinations.ts';
import { placeHold, voidHold } from './withdrawals.holds.ts';
import { updateWithdrawal, type WithdrawalRow } from './withdrawals.repo.ts';
import { isEditable } from './withdrawals.rules.ts';
import { auditState, toAdminWithdrawal } from './withdrawals.view.ts';

export interface EditServices {
  ledger: LedgerService;
  audit: AuditService;
  settings: SettingsService;
  feeTiers: FeeTiersService;
  destinations: DestinationChecks;
}

type EditInput = z.output<typeof updateWithdrawalRequestSchema>;

function splitMethod(key: WithdrawalMethodKey | undefined) {
  if (!key) return { network: undefined, currency: undefined };
  const [network, currency] = key.split('-') as [Network, TokenSymbol];
  return { network, currency };
}

/**
 * An administrator's partial edit of a PENDING request: the address re-validated, the fee
 * recomputed from the tiers of now, and a changed amount re-held atomically (the old hold voided
 * and a new one placed in one transaction, refused beyond the member's balance).
 */
export function createWithdrawalEditService(deps: ModuleDeps, services: EditServices) {
  const { db } = deps.database;

  async function planEdit(seen: WithdrawalRow, input: EditInput) {
    if (!isEditable(seen.status as WithdrawalStatus)) {
      throw new AppError('CONFLICT', `Only a PENDING withdrawal can be edited; this one is ${seen.status}`);
    }
    const fromMethod = splitMethod(input.method);
    const amount = input.amount === undefined ? seen.amount : toMicros(input.amount);
    if (input.amount !== undefined) {
      const settings = await services.settings.get();
      assertMinimum(amount, toMicros(settings.minWithdrawalAmount), settings);
    }
    const quote = await services.feeTiers.quote(amount);
    assertNetPositive(amount, quote.fee);
    const walletAddress =
      input.walletAddress === undefined ? seen.walletAddress : normalizeAddress(input.walletAddress);
    if (input.walletAddress !== undefined)
      await assertPayableDestination(services.destinations, walletAddress);
    return {
      amount,
      fee: quote.fee,
      feePercentPpm: quote.percentPpm,
      network: input.network ?? fromMethod.network ?? seen.network,
      currency: input.currency ?? fromMethod.currency ?? seen.currency,
      walletAddress,
      adminNotes: input.adminNotes ?? seen.adminNotes,
    };
  }

  async function edit(adminId: string, id: string, input: EditInput): Promise<AdminWithdrawal> {
    const seen = await requireWithdrawal(db, id);
    const changes = await planEdit(seen, input);
    await db.transaction(async (tx) => {
      const locked = await lockSameVersion(tx, seen);
      const reheld = changes.amount !== locked.amount;
      const next = {
        ...changes,
        holdGeneration: reheld ? locked.holdGeneration + 1 : locked.holdGeneration,
        updatedAt: deps.clock.now(),
        version: locked.version + 1,
      };
      if (reheld) {
        await voidHold(services.ledger, tx, locked);
        await placeHold(services.ledger, tx, { ...locked, ...next });
      }
      const updated = await updateWithdrawal(tx, id, next);
      await services.audit.record(tx, {
        actorId: adminId,
        action: 'withdrawal.edit',
        targetType: 'withdrawal',
        targetId: id,
        before: auditState(locked),
        after: auditState(updated),
        note: reheld ? `Funds re-held: generation ${next.holdGeneration}` : null,
      });
    });
    const row = await findAdminWithdrawal(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Withdrawal not found');
    return toAdminWithdrawal(row, services.destinations.chainSettings);
  }

  return { edit };
}

export type WithdrawalEditService = ReturnType<typeof createWithdrawalEditService>;
