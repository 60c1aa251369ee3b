import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Every secret the auth module makes or checks: session tokens, email codes, referral codes and
 * password hashes. Randomness comes only from node:crypto.
 */

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). The library's algorithm default is argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account, so the answer to an unknown
 * identifier cannot be told apart from a wrong password by its timing. Always false.
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256 bits, URL-safe; only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newEmailCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Salted with the code's own id, so equal codes of different members hash differently. */
export function hashEmailCode(codeId: string, code: string): string {
  return sha256Hex(`${codeId}:${code}`);
}

export function sameHash(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Upper-case letters and digits without the look-alikes 0/O, 1/I/L. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** A generated password that meets the registration rule (upper, lower, digit), for demo accounts. */
export function newPassword(): string {
  const random = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${random}Nv7`;
}
