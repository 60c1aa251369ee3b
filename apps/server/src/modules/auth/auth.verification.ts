import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as repo from './auth.repo.ts';
import { hashEmailCode, newEmailCode, sameHash } from './auth.secrets.ts';
import { isEmailVerified } from './auth.users.ts';

/**
 * Email verification (spec member-side §2 /verify-email, §5): a 6-digit code from a cryptographic
 * source, stored hashed, single use, valid 10 minutes, dead after 5 wrong tries; a new code
 * replaces older ones; another may be sent only 60 s after the last. Codes are written inside the
 * caller's transaction and mailed after it commits.
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

/** A code written to the database and not yet mailed. */
export interface PendingCode {
  codeId: string;
  email: string;
  code: string;
}

export function createEmailVerification(deps: AppDeps, mailer: Mailer, log: FastifyBaseLogger) {
  const { db } = deps.database;
  const { clock } = deps;

  /** Writes a fresh code for `email`, replacing older ones; mail it with `deliver` after commit. */
  async function issue(tx: DbOrTx, userId: string, email: string): Promise<PendingCode> {
    const now = clock.now();
    const codeId = newId();
    const code = newEmailCode();
    await repo.invalidateLiveCodes(tx, userId, now);
    await repo.insertEmailCode(tx, {
      id: codeId,
      userId,
      email,
      codeHash: hashEmailCode(codeId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    });
    return { codeId, email, code };
  }

  /**
   * Mails the code. When that fails the code is removed, so it neither blocks a resend for 60 s
   * nor waits to be guessed; returns whether the mail went out.
   */
  async function deliver(pending: PendingCode): Promise<boolean> {
    try {
      await mailer.send({
        to: pending.email,
        subject: 'Your Nova verification code',
        text: `Your Nova verification code is ${pending.code}.\n\nIt expires in 10 minutes and can be used once. If you did not ask for it, ignore this email.`,
      });
      return true;
    } catch (error) {
      log.warn({ err: error }, 'verification email could not be sent');
      await repo.deleteEmailCode(db, pending.codeId);
      return false;
    }
  }

  async function resend(userId: string) {
    const pending = await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      if (!user?.email) throw new AppError('RULE_VIOLATION', verificationMessages.noEmail);
      if (isEmailVerified(user)) throw new AppError('RULE_VIOLATION', verificationMessages.alreadyVerified);
      const lastSentAt = await repo.lastCodeSentAt(tx, userId);
      const waitMs = lastSentAt ? lastSentAt.getTime() + RESEND_COOLDOWN_MS - clock.now().getTime() : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(
          'RATE_LIMITED',
          `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
          [],
          { 'retry-after': String(seconds) },
        );
      }
      return issue(tx, userId, user.email);
    });
    if (!(await deliver(pending)))
      throw new AppError('EMAIL_DELIVERY_FAILED', verificationMessages.sendFailed);
    return {
      success: true as const,
      message: verificationMessages.sent,
      retryAfterSeconds: RESEND_COOLDOWN_MS / 1000,
    };
  }

  async function verify(userId: string, otp: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user?.email) throw new AppError('RULE_VIOLATION', verificationMessages.noEmail);
    if (isEmailVerified(user)) throw new AppError('RULE_VIOLATION', verificationMessages.alreadyVerified);
    const code = await repo.findLiveCode(db, userId);
    if (!code || code.email !== user.email)
      throw fieldError('RULE_VIOLATION', 'otp', verificationMessages.noCode);
    if (code.expiresAt <= clock.now())
      throw fieldError('RULE_VIOLATION', 'otp', verificationMessages.expired);
    const triesUsed = await repo.takeCodeTry(db, code.id, EMAIL_CODE_TRIES_MAX);
    if (triesUsed === undefined) throw fieldError('RULE_VIOLATION', 'otp', verificationMessages.tooManyTries);
    if (!sameHash(code.codeHash, hashEmailCode(code.id, otp))) {
      const message =
        triesUsed >= EMAIL_CODE_TRIES_MAX
          ? verificationMessages.tooManyTries
          : verificationMessages.invalidCode;
      throw fieldError('RULE_VIOLATION', 'otp', message);
    }
    return db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await repo.consumeCode(tx, code.id, now))) {
        throw fieldError('RULE_VIOLATION', 'otp', verificationMessages.noCode);
      }
      const verified = await repo.updateUser(tx, userId, { emailVerifiedAt: now, updatedAt: now });
      if (!verified) throw new Error('verified member vanished');
      return verified;
    });
  }

  return { issue, deliver, resend, verify };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
