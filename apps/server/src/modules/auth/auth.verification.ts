import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { EnqueueEmail } from '../outbox/index.ts';
import { codeEmail } from './auth.emails.ts';
import * as repo from './auth.repo.ts';
import { hashEmailCode, newEmailCode, sameHash } from './auth.secrets.ts';
import type { EmailCodePurpose } from './auth.tables.ts';
import { isEmailVerified } from './auth.users.ts';

/**
 * Email verification (rule 9): a 6-digit code from a cryptographic
 * source, stored hashed, single use, valid 10 minutes, dead after 5 wrong tries; a new code
 * replaces older ones; another may be sent only 60 s after the last. A code and its email are
 * written together inside the caller's transaction (the outbox sends it, retrying while the mail
 * server is down: registration never fails on email). Password-reset codes use the same machinery
 * under their own purpose, so the two kinds never replace or unlock each other.
 */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_TRIES_MAX = 5;
export const RESEND_COOLDOWN_MS = 60_000;

export const verificationMessages = {
  verified: 'Email verified successfully!',
  sent: 'Verification email sent!',
  sendFailed: 'Failed to send verification email',
  invalidCode: 'Invalid verification code',
  expired: 'Verification code has expired. Please request a new code.',
  tooManyTries: 'Too many wrong attempts. Please request a new code.',
  noCode: 'No active verification code. Please request a new code.',
  alreadyVerified: 'Your email is already verified.',
  noEmail: 'Add an email address to your profile first.',
} as const;

/** A code written to the database, its email queued in the same transaction. */
export interface PendingCode {
  codeId: string;
  email: string;
  purpose: EmailCodePurpose;
}

/** Seconds until another code of this purpose may be sent; 0 when one may be sent now. */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  const waitMs = lastSentAt ? lastSentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime() : 0;
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

export function createEmailVerification(deps: ModuleDeps, enqueueEmail: EnqueueEmail) {
  const { db } = deps.database;
  const { clock } = deps;

  /** Writes a fresh code for `email`, replacing older ones, and queues its email in the member's language. */
  async function issue(
    tx: DbOrTx,
    user: Pick<repo.UserRow, 'id' | 'language'>,
    email: string,
    purpose: EmailCodePurpose = 'VERIFY_EMAIL',
  ): Promise<PendingCode> {
    const userId = user.id;
    const now = clock.now();
    const codeId = newId();
    const code = newEmailCode();
    await repo.invalidateLiveCodes(tx, userId, purpose, now);
    await repo.insertEmailCode(tx, {
      id: codeId,
      userId,
      purpose,
      email,
      codeHash: hashEmailCode(codeId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    });
    await enqueueEmail(tx, codeEmail({ email, language: user.language }, code, purpose));
    return { codeId, email, purpose };
  }

  async function resend(userId: string) {
    await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      if (!user?.email) throw new AppError('RULE_VIOLATION', verificationMessages.noEmail);
      if (isEmailVerified(user)) throw new AppError('RULE_VIOLATION', verificationMessages.alreadyVerified);
      const seconds = resendWaitSeconds(await repo.lastCodeSentAt(tx, userId, 'VERIFY_EMAIL'), clock.now());
      if (seconds > 0) {
        throw new AppError(
          'RATE_LIMITED',
          `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
          [],
          { 'retry-after': String(seconds) },
        );
      }
      await issue(tx, user, user.email);
    });
    return {
      success: true as const,
      message: verificationMessages.sent,
      retryAfterSeconds: RESEND_COOLDOWN_MS / 1000,
    };
  }

  /**
   * Checks `otp` against the member's live code of `purpose` sent to `email`, spending one try;
   * returns the code to consume, or throws a field error on `field`.
   */
  async function check(
    user: { id: string; email: string },
    otp: string,
    purpose: EmailCodePurpose,
    field: string,
  ): Promise<repo.EmailCodeRow> {
    const code = await repo.findLiveCode(db, user.id, purpose);
    if (!code || code.email !== user.email)
      throw fieldError('RULE_VIOLATION', field, verificationMessages.noCode);
    if (code.expiresAt <= clock.now())
      throw fieldError('RULE_VIOLATION', field, verificationMessages.expired);
    const triesUsed = await repo.takeCodeTry(db, code.id, EMAIL_CODE_TRIES_MAX);
    if (triesUsed === undefined) throw fieldError('RULE_VIOLATION', field, verificationMessages.tooManyTries);
    if (!sameHash(code.codeHash, hashEmailCode(code.id, otp))) {
      const message =
        triesUsed >= EMAIL_CODE_TRIES_MAX
          ? verificationMessages.tooManyTries
          : verificationMessages.invalidCode;
      throw fieldError('RULE_VIOLATION', field, message);
    }
    return code;
  }

  /** Marks the code used inside `tx`; a code used or replaced meanwhile is refused on `field`. */
  async function consume(tx: DbOrTx, code: repo.EmailCodeRow, field: string): Promise<void> {
    if (!(await repo.consumeCode(tx, code.id, clock.now()))) {
      throw fieldError('RULE_VIOLATION', field, verificationMessages.noCode);
    }
  }

  async function verify(userId: string, otp: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user?.email) throw new AppError('RULE_VIOLATION', verificationMessages.noEmail);
    if (isEmailVerified(user)) throw new AppError('RULE_VIOLATION', verificationMessages.alreadyVerified);
    const code = await check({ id: user.id, email: user.email }, otp, 'VERIFY_EMAIL', 'otp');
    return db.transaction(async (tx) => {
      const now = clock.now();
      await consume(tx, code, 'otp');
      const verified = await repo.updateUser(tx, userId, { emailVerifiedAt: now, updatedAt: now });
      if (!verified) throw new Error('verified member vanished');
      return verified;
    });
  }

  return { issue, resend, verify, check, consume };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
