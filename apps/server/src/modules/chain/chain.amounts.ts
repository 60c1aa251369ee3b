import { MICRO_DIGITS } from '@nova/contracts';

/**
 * Converts a token's on-chain integer amount to micro-units exactly. Tokens with 6 decimals map one
 * to one; 18-decimal tokens are divided down by 10^12 and whatever lies below one micro-unit is
 * returned as `dustRaw` (never credited, but reported so nothing is silently dropped).
 */
export interface MicroAmount {
  amountMicros: bigint;
  /** The part below one micro-unit, in the token's raw units; 0n when the amount is exact. */
  dustRaw: bigint;
}

export function rawToMicros(raw: bigint, decimals: number): MicroAmount {
  if (raw < 0n) throw new RangeError('a token amount cannot be negative');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) {
    throw new RangeError(`not a token decimals value: ${decimals}`);
  }
  if (decimals <= MICRO_DIGITS) {
    return { amountMicros: raw * 10n ** BigInt(MICRO_DIGITS - decimals), dustRaw: 0n };
  }
  const divisor = 10n ** BigInt(decimals - MICRO_DIGITS);
  return { amountMicros: raw / divisor, dustRaw: raw % divisor };
}

/** The inverse for whole micro-units: the raw amount a transfer of `amountMicros` carries. */
export function microsToRaw(amountMicros: bigint, decimals: number): bigint {
  if (decimals >= MICRO_DIGITS) return amountMicros * 10n ** BigInt(decimals - MICRO_DIGITS);
  const divisor = 10n ** BigInt(MICRO_DIGITS - decimals);
  if (amountMicros % divisor !== 0n)
    throw new RangeError(`${amountMicros} micro-units need more than ${decimals} decimals`);
  return amountMicros / divisor;
}
