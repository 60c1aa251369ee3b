import { readFileSync } from 'node:fs';
import { fieldError } from '../../lib/app-error.ts';

/**
 * New passwords must not be among the 10,000 most common ones (rule 8), compared without case:
 * 'Password1' passes the shape of the rule (8+, upper, lower, digit) and is still among the first
 * guesses of any attacker. The list is the head of the frequency-ordered "10 million password list"
 * of the SecLists project (CC BY-SA 3.0), shipped with the app. Login never applies it, so existing
 * accounts keep signing in.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and easy to guess. Please choose another.';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Refuses (400 on `field`) a common password, for registration, change and reset. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw fieldError('VALIDATION_FAILED', field, COMMON_PASSWORD_MESSAGE);
}
