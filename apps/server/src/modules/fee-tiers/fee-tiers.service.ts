import {
  type CreateFeeTierInput,
  type FeeTier,
  type FeeTiersValidation,
  formatMicros,
  ppmToRate,
  rateToPpm,
  toMicros,
} from '@nova/contracts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import { type FeeQuote, findGaps, findOverlaps, quoteFee } from './fee-tiers.math.ts';
import {
  countTiers,
  deleteTier,
  FEE_TIERS_MAX,
  type FeeTierRow,
  insertTier,
  listTiers,
} from './fee-tiers.repo.ts';

export function toFeeTier(row: FeeTierRow): FeeTier {
  return {
    id: row.id,
    minAmount: formatMicros(row.minAmount),
    maxAmount: row.maxAmount === null ? null : formatMicros(row.maxAmount),
    percent: ppmToRate(row.percentPpm),
    createdAt: row.createdAt.toISOString(),
  };
}

const money = (micros: bigint | null) => (micros === null ? null : formatMicros(micros));

export interface FeeTierServices {
  audit: AuditService;
  /** The smallest amount a member may withdraw: gaps below it do not matter. */
  minimumWithdrawalMicros(): Promise<bigint>;
}

/** Withdrawal fee tiers: the admin's table and the fee every withdrawal is charged (rule 31). */
export function createFeeTiersService(deps: ModuleDeps, services: FeeTierServices) {
  const { db } = deps.database;

  async function quote(amountMicros: bigint): Promise<FeeQuote> {
    const rows = await listTiers(db);
    return quoteFee(rows, amountMicros);
  }

  async function list(): Promise<FeeTier[]> {
    return (await listTiers(db)).map(toFeeTier);
  }

  async function create(input: CreateFeeTierInput, actorId: string): Promise<FeeTier> {
    if ((await countTiers(db)) >= FEE_TIERS_MAX) {
      throw new AppError('RULE_VIOLATION', `At most ${FEE_TIERS_MAX} fee tiers can exist`);
    }
    return db.transaction(async (tx) => {
      const tier = toFeeTier(
        await insertTier(tx, {
          id: newId(),
          minAmount: toMicros(input.minAmount),
          maxAmount: input.maxAmount === null ? null : toMicros(input.maxAmount),
          percentPpm: rateToPpm(input.percent),
          createdBy: actorId,
          createdAt: deps.clock.now(),
        }),
      );
      await services.audit.record(tx, {
        actorId,
        action: 'fee_tier.create',
        targetType: 'withdrawal_fee_tier',
        targetId: tier.id,
        after: tier,
      });
      return tier;
    });
  }

  async function remove(id: string, actorId: string): Promise<FeeTier> {
    return db.transaction(async (tx) => {
      const deleted = await deleteTier(tx, id);
      if (!deleted) throw new AppError('NOT_FOUND', 'Fee tier not found');
      const tier = toFeeTier(deleted);
      await services.audit.record(tx, {
        actorId,
        action: 'fee_tier.delete',
        targetType: 'withdrawal_fee_tier',
        targetId: id,
        before: tier,
      });
      return tier;
    });
  }

  /** Overlaps anywhere, gaps from the smallest amount a member may withdraw upwards. */
  async function validate(): Promise<FeeTiersValidation> {
    const [tiers, fromMicros] = await Promise.all([listTiers(db), services.minimumWithdrawalMicros()]);
    const overlaps = findOverlaps(tiers).map((overlap) => ({
      tierIds: overlap.tierIds,
      minAmount: formatMicros(overlap.minAmount),
      maxAmount: money(overlap.maxAmount),
    }));
    const gaps = findGaps(tiers, fromMicros).map((gap) => ({
      minAmount: formatMicros(gap.minAmount),
      maxAmount: money(gap.maxAmount),
    }));
    return { valid: overlaps.length === 0 && gaps.length === 0, overlaps, gaps };
  }

  return { quote, list, create, remove, validate };
}

export type FeeTiersService = ReturnType<typeof createFeeTiersService>;
