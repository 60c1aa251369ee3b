import type { TwoFactorStatus } from '@nova/contracts';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { newSessionToken, sha256Hex, verifyPassword } from '../auth/index.ts';
import { newRecoveryCodes, recoveryLookup } from './two-factor.recovery-codes.ts';
import * as repo from './two-factor.repo.ts';
import { sealStoredSecrets } from './two-factor.sealing.ts';

/**
 * Two-factor sign-in for any account (rule 15): a TOTP secret
 * (RFC 6238: SHA-1, 6 digits, 30 s — what every authenticator app reads) is enrolled by
 * confirming one code, which also issues ten single-use recovery codes, kept only as argon2id
 * hashes (two-factor.recovery-codes.ts). A code is accepted once (its time step is recorded) and
 * within one step of the clock; five wrong codes pause the account's code checks for 15 minutes.
 * Secrets are stored sealed (AES-256-GCM, decision 021) and opened only to check a code.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_TRIES_MAX = 5;
export const CODE_FAILURES_MAX = 5;
export const CODE_LOCK_MS = 15 * 60_000;
const ISSUER = 'Nova';

export const twoFactorServiceMessages = {
  alreadyOn: 'Two-factor authentication is already on.',
  notStarted: 'Start the setup again: no pending two-factor secret.',
  notOn: 'Two-factor authentication is not on.',
  invalidCode: 'Invalid code',
  challengeEnded: 'Your sign-in has expired. Please sign in again.',
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
} as const;

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

function codesPaused(waitMs: number): AppError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new AppError(
    'RATE_LIMITED',
    `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    [],
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );
}

export function createTwoFactorService(deps: ModuleDeps, io: { secretBox: SecretBox }) {
  const { db } = deps.database;
  const { clock } = deps;

  /** The account's row with its secret opened. */
  async function findSecret(userId: string): Promise<repo.SecretRow | undefined> {
    const row = await repo.findSecret(db, userId);
    return row && { ...row, secret: io.secretBox.open(row.secret) };
  }

  async function status(userId: string, isAdmin: boolean): Promise<TwoFactorStatus> {
    const row = await repo.findSecret(db, userId);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      required: isAdmin && deps.config.ADMIN_REQUIRE_2FA,
      recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, userId) : 0,
    };
  }

  async function isEnabled(userId: string): Promise<boolean> {
    return Boolean((await repo.findSecret(db, userId))?.enabledAt);
  }

  /** A new pending secret (replacing an unconfirmed one); `label` names the account in the app. */
  async function setup(userId: string, label: string) {
    const secret = new Secret({ size: 20 }).base32;
    if (!(await repo.savePendingSecret(db, userId, io.secretBox.seal(secret), clock.now())))
      throw new AppError('CONFLICT', twoFactorServiceMessages.alreadyOn);
    return { secret, otpauthUrl: totpFor(secret, label).toString() };
  }

  /** The time step a TOTP code belongs to, or undefined when it matches none near now. */
  function stepOf(secret: string, code: string): number | undefined {
    const now = clock.now().getTime();
    const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return undefined;
    return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  /** Confirms the pending secret with a first code; answers the recovery codes, shown once. */
  async function enable(userId: string, code: string) {
    const row = await findSecret(userId);
    if (row?.enabledAt) throw new AppError('CONFLICT', twoFactorServiceMessages.alreadyOn);
    if (!row) throw new AppError('RULE_VIOLATION', twoFactorServiceMessages.notStarted);
    const step = /^\d{6}$/.test(code) ? stepOf(row.secret, code) : undefined;
    if (step === undefined) throw fieldError('RULE_VIOLATION', 'code', twoFactorServiceMessages.invalidCode);
    const { codes: recoveryCodes, stored } = await newRecoveryCodes();
    await db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await repo.markEnabled(tx, userId, now)))
        throw new AppError('CONFLICT', twoFactorServiceMessages.alreadyOn);
      await repo.takeStep(tx, userId, step);
      await repo.replaceRecoveryCodes(tx, userId, stored, now);
    });
    return { success: true as const, message: twoFactorServiceMessages.enabled, recoveryCodes };
  }

  /**
   * True when `code` is a current TOTP code not used before, or an unused recovery code (then
   * used up). Each check takes its try before the code is compared (repo.takeCodeTry), so
   * concurrent wrong codes get no more comparisons than the pause allows; a right code gives the
   * run back.
   */
  async function verifyCode(userId: string, code: string): Promise<boolean> {
    const now = clock.now();
    const row = await repo.takeCodeTry(
      db,
      userId,
      now,
      CODE_FAILURES_MAX,
      new Date(now.getTime() + CODE_LOCK_MS),
    );
    if (!row) {
      const paused = (await repo.findSecret(db, userId))?.lockedUntil;
      if (!paused) return false;
      throw codesPaused(Math.max(paused.getTime() - now.getTime(), 1_000));
    }
    if (!(await codeMatches(userId, io.secretBox.open(row.secret), code))) return false;
    await repo.resetFailures(db, userId);
    return true;
  }

  async function codeMatches(userId: string, secret: string, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const step = stepOf(secret, code);
      return step !== undefined && (await repo.takeStep(db, userId, step));
    }
    for (const candidate of await repo.recoveryCandidates(db, userId, recoveryLookup(code))) {
      if (await verifyPassword(candidate.codeHash, code))
        return repo.useRecoveryCode(db, candidate.id, clock.now());
    }
    return false;
  }

  /**
   * Turning it off: the caller has confirmed the change with the password and a current code
   * (the auth module's confirmSensitiveChange), so a stolen session cannot.
   */
  async function disable(userId: string) {
    if (!(await repo.deleteTwoFactor(db, userId)))
      throw new AppError('RULE_VIOLATION', twoFactorServiceMessages.notOn);
    return { success: true as const, message: twoFactorServiceMessages.disabled };
  }

  /** After the right password: a short-lived token that the second step redeems with a code. */
  async function issueChallenge(userId: string): Promise<string> {
    const token = newSessionToken();
    const now = clock.now();
    await repo.insertChallenge(db, {
      id: newId(),
      userId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    });
    return token;
  }

  /** The account the challenge belongs to, once its code is right; the challenge is then used up. */
  async function redeemChallenge(token: string, code: string): Promise<string> {
    const challenge = await repo.takeChallengeTry(db, sha256Hex(token), clock.now(), CHALLENGE_TRIES_MAX);
    if (!challenge) throw new AppError('UNAUTHENTICATED', twoFactorServiceMessages.challengeEnded);
    if (!(await verifyCode(challenge.userId, code)))
      throw fieldError('RULE_VIOLATION', 'code', twoFactorServiceMessages.invalidCode);
    if (!(await repo.consumeChallenge(db, challenge.id, clock.now())))
      throw new AppError('UNAUTHENTICATED', twoFactorServiceMessages.challengeEnded);
    return challenge.userId;
  }

  return {
    status,
    isEnabled,
    setup,
    enable,
    disable,
    issueChallenge,
    redeemChallenge,
    verifyCode,
    /** For an operator locked out of the panel (`npm run admin -- disable-2fa`); true when it was on. */
    removeFor: (userId: string) => repo.deleteTwoFactor(db, userId),
    /** The same in the caller's transaction (a password reset of a never-verified account). */
    removeEnrolment: (tx: DbOrTx, userId: string) => repo.deleteTwoFactor(tx, userId),
    pruneChallenges: (before: Date, limit: number) => repo.pruneChallenges(db, before, limit),
    /** Start-up: seals secrets stored in plain text before encryption existed. */
    sealPlainSecrets: () => sealStoredSecrets(db, io.secretBox, 'plain'),
    /** `npm run admin -- rotate-key`: every secret sealed again with the current key. */
    resealAllSecrets: () => sealStoredSecrets(db, io.secretBox, 'all'),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
