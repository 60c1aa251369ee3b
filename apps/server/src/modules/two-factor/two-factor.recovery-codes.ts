import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@nova/contracts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, sha256Hex } from '../auth/index.ts';

/**
 * Recovery codes (rule 15): ten single-use codes, each kept as an argon2id hash beside a short
 * lookup, the first four hex digits of the code's SHA-256. A code typed in is compared only with
 * the hash whose lookup it shares, so checking one costs at most one slow verification, not ten.
 * The lookup tells 16 of a code's 49 bits; the 33 left stay behind argon2id. The lookups of one
 * account's codes differ, so no code ever matches two candidates.
 */
const LOOKUP_HEX_DIGITS = 4;

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L, shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The lookup of a code as the contracts normalise it (10 characters, no dash). */
export function recoveryLookup(code: string): string {
  return sha256Hex(code).slice(0, LOOKUP_HEX_DIGITS);
}

export interface StoredRecoveryCode {
  id: string;
  codeHash: string;
  lookup: string;
}

/** A fresh set: the codes shown once to the member, and the rows stored. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; stored: StoredRecoveryCode[] }> {
  const byLookup = new Map<string, string>();
  while (byLookup.size < RECOVERY_CODE_COUNT) {
    const code = newRecoveryCode();
    const lookup = recoveryLookup(code.replace('-', ''));
    if (!byLookup.has(lookup)) byLookup.set(lookup, code);
  }
  const entries = [...byLookup];
  const stored = await Promise.all(
    entries.map(async ([lookup, code]) => ({
      id: newId(),
      codeHash: await hashPassword(code.replace('-', '')),
      lookup,
    })),
  );
  return { codes: entries.map(([, code]) => code), stored };
}
