import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { EnqueueEmail } from '../outbox/outbox.service.ts';
import * as repo from './auth.repo.ts';
import { hashEmailCode, newEmailCode, sameHash } from './auth.secrets.ts';
import { isEmailVerified } from './auth.users.ts';

/**
 * Email verification (spec member-side §2 /verify-email, §5): a 6-digit code from a cryptographic
 * source, stored hashed, single use, valid 10 minutes, dead after 5 wrong tries; a new code
 * replaces older ones; another may be sent only 60 s after the last. A code and its email are
 * written together inside the caller's transaction (the outbox sends it, retrying while the mail
 * server is down: registration never fails on email).
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
}

export function verificationEmail(email: string, code: string) {
  return {
    to: email,
    subject: 'Your Nova verification code',
    text: `Your Nova verification code is ${code}.\n\nIt expires in 10 minutes and can be used once. If you did not ask for it, ignore this email.`,
  };
}

export function createEmailVerification(deps: AppDeps, enqueueEmail: EnqueueEmail) {
  const { db } = deps.database;
  const { clock } = deps;

  /** Writes a fresh code for `email`, replacing older ones, and queues its email. */
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
    await enqueueEmail(tx, verificationEmail(email, code));
    return { codeId, email };
  }

  async function resend(userId: string) {
    await db.transaction(async (tx) => {
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
      await issue(tx, userId, user.email);
    });
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

  return { issue, resend, verify };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
