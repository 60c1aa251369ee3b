import { formatMicros, type Settings } from '@nova/contracts';
import { getAddress, isAddress } from 'viem';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** The rules a request shares with an administrator's edit (rules 30 and 31). */
export const WITHDRAWALS_DISABLED_MESSAGE =
  'Withdrawals are temporarily disabled by the administrator. Please try again later.';

export function minimumMessage(settings: Pick<Settings, 'minWithdrawalAmount'>): string {
  return `Please enter a valid amount (minimum ${settings.minWithdrawalAmount})`;
}

export function assertMinimum(amountMicros: bigint, minimumMicros: bigint, settings: Settings): void {
  if (amountMicros < minimumMicros) throw fieldError('RULE_VIOLATION', 'amount', minimumMessage(settings));
}

/**
 * A trimmed EVM address; mixed case must carry a valid checksum (a typo in one character would
 * send the payout to nobody). Answers the checksummed form, which is what gets stored.
 */
export function normalizeAddress(input: string): string {
  const address = input.trim();
  if (!isAddress(address, { strict: true })) {
    throw fieldError('RULE_VIOLATION', 'walletAddress', 'Please enter a valid wallet address');
  }
  return getAddress(address);
}

export function assertNetPositive(amountMicros: bigint, feeMicros: bigint): void {
  if (feeMicros >= amountMicros) {
    throw fieldError(
      'RULE_VIOLATION',
      'amount',
      `The fee (${formatMicros(feeMicros)}) would take the whole amount`,
    );
  }
}

function formatUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Rule 11: 24 hours after a password or email change. */
export function assertNotLocked(lockedUntil: string | null, now: Date): void {
  if (lockedUntil === null) return;
  const until = new Date(lockedUntil);
  if (until.getTime() <= now.getTime()) return;
  throw new AppError(
    'RULE_VIOLATION',
    `For your security, withdrawals are locked until ${formatUtc(until)} after a recent password or email change.`,
  );
}
