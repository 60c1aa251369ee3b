import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The hash field's rules: whitespace is trimmed; under 10 characters clears any
 * result; 64 characters or more that fail the pattern read 'Invalid transaction hash format'; a
 * valid hash (64 hex characters, optional 0x) is looked up at once.
 */
export type HashInput =
  | { kind: 'empty' }
  | { kind: 'short' }
  | { kind: 'typing' }
  | { kind: 'invalid'; message: MessageDescriptor }
  | { kind: 'valid'; hash: string };

/** A descriptor, shown in the active language by the field that reads the hash. */
export const INVALID_HASH_FORMAT = msg`Invalid transaction hash format`;
const pattern = /^(0x)?[0-9a-fA-F]{64}$/;

export function readHash(raw: string): HashInput {
  const value = raw.trim();
  if (value === '') return { kind: 'empty' };
  if (value.length < 10) return { kind: 'short' };
  if (pattern.test(value)) {
    const hex = value.startsWith('0x') ? value.slice(2) : value;
    return { kind: 'valid', hash: `0x${hex.toLowerCase()}` };
  }
  if (value.length >= 64) return { kind: 'invalid', message: INVALID_HASH_FORMAT };
  return { kind: 'typing' };
}

/** A long hash or address shortened for narrow places: 0x1234…abcd. */
export function shorten(value: string, keep = 6): string {
  return value.length <= keep * 2 + 3 ? value : `${value.slice(0, keep + 2)}…${value.slice(-keep)}`;
}
