import { type SensitiveChangeProof, sensitiveChangeMessages, twoFactorMessages } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { EnqueueEmail } from '../outbox/index.ts';
import { asContactConflict } from './auth.accounts.ts';
import { securityEmails } from './auth.emails.ts';
import * as repo from './auth.repo.ts';
import { newSessionToken, sha256Hex, verifyPassword } from './auth.secrets.ts';

/**
 * Changes that could take an account over with a session alone (decision 002): changing the
 * email, enrolling or removing two-factor, adding a sender address. Each asks for the current
 * password, and a two-factor code when the account has it on. A wrong password counts against the
 * same limits as a wrong sign-in (per account and client), so a stolen session is no unlimited
 * password oracle; a wrong code counts toward the same pause as at sign-in.
 *
 * The old, verified address of an email change gets a link to undo it for 7 days: the undo
 * restores that address (verified), ends every session and uses the link up.
 */
export const UNDO_EMAIL_CHANGE_TTL_MS = 7 * 24 * 60 * 60_000;
const invalidTwoFactorCode = 'Invalid code';

/** What the sign-in limits offer (auth.sign-in-limits.ts), as this file uses them. */
export interface PasswordAttempts {
  attempt<T>(identifier: string, clientAddress: string, check: () => Promise<T>): Promise<T>;
}

/** What the two-factor module offers (passed in by the composition root). */
export interface CodeCheck {
  isEnabled(userId: string): Promise<boolean>;
  /** True for a current, unused code; a wrong one counts toward the account's pause. */
  verifyCode(userId: string, code: string): Promise<boolean>;
}

export function createSensitiveChanges(
  deps: ModuleDeps,
  io: {
    attempts: PasswordAttempts;
    secondFactor?: CodeCheck;
    enqueueEmail: EnqueueEmail;
    lockUntil: (user: repo.UserRow) => Date;
    sessionsEnded: (userId: string) => Promise<void>;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;

  /**
   * Refuses (422, or 429 past the sign-in limits) unless `proof` holds the member's current
   * password and, when two-factor is on, a current code. Any module may call it before a change.
   */
  async function confirmSensitiveChange(
    userId: string,
    proof: SensitiveChangeProof,
    clientAddress: string,
  ): Promise<void> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please log in again.');
    const { currentPassword, twoFactorCode } = proof;
    if (!currentPassword)
      throw fieldError('RULE_VIOLATION', 'currentPassword', sensitiveChangeMessages.currentPasswordRequired);
    const identifier = user.email ?? user.phone ?? user.id;
    await io.attempts
      .attempt(identifier, clientAddress, async () => {
        if (!(await verifyPassword(user.passwordHash, currentPassword)))
          throw new AppError('INVALID_CREDENTIALS', sensitiveChangeMessages.wrongCurrentPassword);
      })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          throw fieldError('RULE_VIOLATION', 'currentPassword', sensitiveChangeMessages.wrongCurrentPassword);
        throw error;
      });
    const { secondFactor } = io;
    if (!secondFactor || !(await secondFactor.isEnabled(userId))) return;
    if (!twoFactorCode) throw fieldError('RULE_VIOLATION', 'twoFactorCode', twoFactorMessages.codeRequired);
    if (!(await secondFactor.verifyCode(userId, twoFactorCode)))
      throw fieldError('RULE_VIOLATION', 'twoFactorCode', invalidTwoFactorCode);
  }

  /** In the changing transaction: the old address hears of the change, with a link to undo it. */
  async function noticeEmailChange(tx: DbOrTx, user: repo.UserRow, newEmail: string | null): Promise<void> {
    if (!user.email || !user.emailVerifiedAt) return;
    const token = newSessionToken();
    const now = clock.now();
    await repo.insertEmailChangeUndo(tx, {
      id: newId(),
      userId: user.id,
      tokenHash: sha256Hex(token),
      oldEmail: user.email,
      newEmail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UNDO_EMAIL_CHANGE_TTL_MS),
    });
    await io.enqueueEmail(
      tx,
      securityEmails.emailChanged(
        { email: user.email, language: user.language },
        newEmail,
        `/undo-email-change?token=${token}`,
      ),
    );
  }

  /**
   * The old address takes the account back: verified again, every session ended, withdrawals
   * locked as after any email change. 409 when another member has taken the address since.
   */
  async function undoEmailChange(token: string) {
    const userId = await db
      .transaction(async (tx) => {
        const now = clock.now();
        const undo = await repo.takeEmailChangeUndo(tx, sha256Hex(token), now);
        if (!undo) throw fieldError('RULE_VIOLATION', 'token', sensitiveChangeMessages.undoLinkInvalid);
        const user = await repo.lockUser(tx, undo.userId);
        if (!user) throw new Error('member of an undo link vanished');
        await repo.updateUser(tx, user.id, {
          email: undo.oldEmail,
          emailVerifiedAt: now,
          withdrawalsLockedUntil: io.lockUntil(user),
          updatedAt: now,
        });
        // A code mailed to the replaced address must not verify it later.
        await repo.invalidateLiveCodes(tx, user.id, 'VERIFY_EMAIL', now);
        await repo.revokeSessionsOfUser(tx, user.id, now);
        return user.id;
      })
      .catch((error: unknown) => {
        throw asContactConflict(error);
      });
    await io.sessionsEnded(userId);
    return { success: true as const, message: sensitiveChangeMessages.undone };
  }

  return { confirmSensitiveChange, noticeEmailChange, undoEmailChange };
}
