/**
 * The fee-tier arithmetic, pure and exact (bigint micro-units, rates in parts per million).
 * Tier bounds: min inclusive, max exclusive, max null = unbounded. Where tiers overlap, the tier
 * with the greatest min wins (rule 31); among equal mins, the newest tier.
 */
import { MICROS_PER_UNIT } from '@nova/contracts';

export interface TierBounds {
  id: string;
  minAmount: bigint;
  maxAmount: bigint | null;
  percentPpm: bigint;
  createdAt: Date;
}

export interface FeeQuote {
  fee: bigint;
  net: bigint;
  percentPpm: bigint;
  tierId: string | null;
}

function covers(tier: TierBounds, amount: bigint): boolean {
  return tier.minAmount <= amount && (tier.maxAmount === null || amount < tier.maxAmount);
}

function winsOver(a: TierBounds, b: TierBounds): boolean {
  if (a.minAmount !== b.minAmount) return a.minAmount > b.minAmount;
  return (
    a.createdAt.getTime() > b.createdAt.getTime() ||
    (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id)
  );
}

export function matchTier<T extends TierBounds>(tiers: readonly T[], amount: bigint): T | undefined {
  let best: T | undefined;
  for (const tier of tiers) if (covers(tier, amount) && (!best || winsOver(tier, best))) best = tier;
  return best;
}

/** The fee is the matching tier's percent of the amount, rounded down to the micro-unit; no tier, no fee. */
export function quoteFee(tiers: readonly TierBounds[], amount: bigint): FeeQuote {
  if (amount < 0n) throw new RangeError('amount must not be negative');
  const tier = matchTier(tiers, amount);
  const percentPpm = tier?.percentPpm ?? 0n;
  const fee = (amount * percentPpm) / MICROS_PER_UNIT;
  return { fee, net: amount - fee, percentPpm, tierId: tier?.id ?? null };
}

export interface AmountRange {
  minAmount: bigint;
  /** null = unbounded. */
  maxAmount: bigint | null;
}

export interface TierOverlap extends AmountRange {
  tierIds: [string, string];
}

const minOf = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** Every pair of tiers that both cover some amount, with the range they share. */
export function findOverlaps(tiers: readonly TierBounds[]): TierOverlap[] {
  const sorted = [...tiers].sort((a, b) =>
    a.minAmount < b.minAmount ? -1 : a.minAmount > b.minAmount ? 1 : 0,
  );
  const overlaps: TierOverlap[] = [];
  sorted.forEach((a, i) => {
    for (const b of sorted.slice(i + 1)) {
      const maxAmount = minOf(a.maxAmount, b.maxAmount);
      if (maxAmount === null || b.minAmount < maxAmount) {
        overlaps.push({ tierIds: [a.id, b.id], minAmount: b.minAmount, maxAmount });
      }
    }
  });
  return overlaps;
}

/**
 * The ranges at or above `from` (the smallest withdrawable amount) that no tier covers, where
 * the fee is zero. An empty tier list is a deliberate "no fee" set and reports no gap.
 */
export function findGaps(tiers: readonly TierBounds[], from = 0n): AmountRange[] {
  if (tiers.length === 0) return [];
  const sorted = [...tiers].sort((a, b) =>
    a.minAmount < b.minAmount ? -1 : a.minAmount > b.minAmount ? 1 : 0,
  );
  const gaps: AmountRange[] = [];
  let covered: bigint | null = from;
  for (const tier of sorted) {
    if (covered === null) break;
    if (tier.maxAmount !== null && tier.maxAmount <= covered) continue;
    if (tier.minAmount > covered) gaps.push({ minAmount: covered, maxAmount: tier.minAmount });
    covered = tier.maxAmount;
  }
  if (covered !== null) gaps.push({ minAmount: covered, maxAmount: null });
  return gaps;
}
