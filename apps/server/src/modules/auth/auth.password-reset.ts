import type { ForgotPasswordRequest, ResetPasswordRequest } from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { EnqueueEmail } from '../outbox/index.ts';
import { securityEmails } from './auth.emails.ts';
import { assertUncommonPassword } from './auth.passwords.ts';
import * as repo from './auth.repo.ts';
import { hashPassword } from './auth.secrets.ts';
import { type EmailVerification, RESEND_COOLDOWN_MS, resendWaitSeconds } from './auth.verification.ts';

/** No member has this id: an unknown address's code lookup finds nothing, as it should. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A forgotten password: a 6-digit code mailed to the account's address, then a new
 * password with that code. Neither step tells an address with an account from one without: the
 * first answers the same and mails through the outbox after its commit; the second gives every
 * refused code one answer (no account, no live code, wrong, expired or out of tries), and for an
 * unknown address it looks for a code as it would for a member, so both do comparable work.
 * Codes are the email-verification codes under their own purpose (10 minutes, 5 tries taken
 * before comparing, then void; one live; 60 s between sends).
 */
export const passwordResetMessages = {
  sent: 'If an account uses this email, we sent it a 6-digit code. It is valid for 10 minutes.',
  done: 'Your password has been reset. Please sign in with your new password.',
  codeRefused: 'Invalid or expired code. Please check it or request a new code.',
} as const;

/** The one answer to a refused code, whatever the reason and whether or not the account exists. */
const codeRefused = () => fieldError('RULE_VIOLATION', 'code', passwordResetMessages.codeRefused);
const asCodeRefused = (error: unknown): never => {
  throw error instanceof AppError && error.code === 'RULE_VIOLATION' ? codeRefused() : error;
};

export function createPasswordReset(
  deps: ModuleDeps,
  verification: EmailVerification,
  io: {
    enqueueEmail: EnqueueEmail;
    log: FastifyBaseLogger;
    lockUntil: (user: repo.UserRow) => Date;
    /** Every session of the member ended: caches and live streams forget them. */
    sessionsEnded: (userId: string) => Promise<void>;
    /** Removes a two-factor enrolment in the caller's transaction (the two-factor module). */
    removeSecondFactor?: (tx: DbOrTx, userId: string) => Promise<boolean>;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;

  async function forgotPassword({ email }: ForgotPasswordRequest) {
    await db.transaction(async (tx) => {
      const found = await repo.findUserByEmail(tx, email);
      const user = found && (await repo.lockUser(tx, found.id));
      if (!user?.email) return undefined;
      const lastSentAt = await repo.lastCodeSentAt(tx, user.id, 'RESET_PASSWORD');
      // Inside the 60 s the earlier code stays live; the answer does not say so.
      if (resendWaitSeconds(lastSentAt, clock.now()) > 0) return undefined;
      // The outbox sends it after the commit, so the answer never waits on the mail server.
      return verification.issue(tx, user, user.email, 'RESET_PASSWORD');
    });
    return {
      success: true as const,
      message: passwordResetMessages.sent,
      retryAfterSeconds: RESEND_COOLDOWN_MS / 1000,
    };
  }

  /** Sets the password, ends every session and starts the withdrawal lock (rules 10 and 11). */
  async function resetPassword(input: ResetPasswordRequest) {
    // Refused before the code is checked, so a common password never spends one of its tries.
    assertUncommonPassword(input.newPassword, 'newPassword');
    const user = await repo.findUserByEmail(db, input.email);
    if (!user?.email) {
      await repo.findLiveCode(db, NO_ACCOUNT_ID, 'RESET_PASSWORD');
      throw codeRefused();
    }
    const code = await verification
      .check({ id: user.id, email: user.email }, input.code, 'RESET_PASSWORD', 'code')
      .catch(asCodeRefused);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await verification.consume(tx, code, 'code').catch(asCodeRefused);
      const now = clock.now();
      const current = await repo.lockUser(tx, user.id);
      if (!current) throw new Error('member vanished during a password reset');
      await repo.updateUser(tx, user.id, {
        passwordHash,
        withdrawalsLockedUntil: io.lockUntil(current),
        // The code reached this inbox, which proves the address as well as verification would.
        emailVerifiedAt: current.emailVerifiedAt ?? (current.email === code.email ? now : null),
        updatedAt: now,
      });
      await repo.revokeSessionsOfUser(tx, user.id, now);
      // Whoever enrolled two-factor before the address was ever proved may have squatted it: the
      // owner who just proved the inbox must not be locked out by that enrolment (decision 002).
      if (!current.emailVerifiedAt) await io.removeSecondFactor?.(tx, user.id);
      await io.enqueueEmail(
        tx,
        securityEmails.passwordChanged({ email: code.email, language: current.language }),
      );
    });
    await io.sessionsEnded(user.id);
    io.log.info({ userId: user.id }, 'password reset');
    return { success: true as const, message: passwordResetMessages.done };
  }

  return { forgotPassword, resetPassword };
}
