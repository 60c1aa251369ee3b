import type {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  UpdateProfileRequest,
  User,
} from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { maskedPublicName } from '../../lib/mask.ts';
import type { AuthenticatedMember, ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import type { EnqueueEmail } from '../outbox/index.ts';
import {
  asContactConflict,
  assertContactsFree,
  createMember,
  type ProvisionedAccount,
  provisionAccount,
  startSession,
} from './auth.accounts.ts';
import { type Recipient, securityEmails } from './auth.emails.ts';
import { createPasswordReset } from './auth.password-reset.ts';
import { assertUncommonPassword } from './auth.passwords.ts';
import * as repo from './auth.repo.ts';
import { hashPassword, sha256Hex, verifyPassword, verifyWithoutAccount } from './auth.secrets.ts';
import { type CodeCheck, createSensitiveChanges, type PasswordAttempts } from './auth.sensitive-changes.ts';
import { createSessionCache, type SessionsToForget } from './auth.session-cache.ts';
import { isEmailVerified, parseIdentifier, toUser } from './auth.users.ts';
import { createEmailVerification, verificationMessages } from './auth.verification.ts';

/**
 * Accounts and access (rules 8 to 12): registration, sign-in with an
 * email or phone, opaque server-side sessions, profile, password change and suspension.
 */
export const authMessages = {
  invalidCredentials: 'Invalid email/phone or password',
  suspended: 'Your account is suspended. Contact support.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  lastActiveAdmin: 'The last active administrator cannot be suspended.',
  sessionEnded: 'Your session has expired. Please log in again.',
  invalidReferralCode: 'Invalid referral code',
  eitherEmailOrPhone: 'Please provide either email or phone number',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Logged out successfully',
} as const;

/** Rule 11: withdrawals wait this long after a password or email change. */
export const WITHDRAWAL_LOCK_MS = 24 * 60 * 60_000;

/** What sign-in needs of two-factor authentication (rule 15), passed in by the composition root. */
export interface SecondFactor extends CodeCheck {
  issueChallenge(userId: string): Promise<string>;
  /** In the caller's transaction: the enrolment is gone (a reset of a never-verified account). */
  removeEnrolment(tx: DbOrTx, userId: string): Promise<boolean>;
}

/** How long a process may answer for a session from memory (auth.session-cache.ts). */
const SESSION_CACHE_MS = 5_000;

export function createAuthService(
  deps: ModuleDeps,
  io: {
    enqueueEmail: EnqueueEmail;
    log: FastifyBaseLogger;
    audit: AuditService;
    secondFactor?: SecondFactor;
    /** The sign-in limits, which a wrong password given for a sensitive change counts against too. */
    passwordAttempts: PasswordAttempts;
    /** Called inside the suspending transaction (the member's notice goes out with it). */
    onSuspended?: (tx: DbOrTx, userId: string) => Promise<void>;
    /** Tells every process that sessions ended (their caches and streams forget them). */
    sessionsEnded?: (which: SessionsToForget) => Promise<void>;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const sessionCache = createSessionCache(SESSION_CACHE_MS);
  const verification = createEmailVerification(deps, io.enqueueEmail);

  async function requireUser(userId: string): Promise<repo.UserRow> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', authMessages.sessionEnded);
    return user;
  }

  /** Later of the current lock and now + 24 h: a change never shortens a running lock. */
  function extendedWithdrawalLock(user: repo.UserRow): Date {
    const until = new Date(clock.now().getTime() + WITHDRAWAL_LOCK_MS);
    return user.withdrawalsLockedUntil && user.withdrawalsLockedUntil > until
      ? user.withdrawalsLockedUntil
      : until;
  }
  /**
   * Sessions that ended (after their change committed): this process forgets them at once, and
   * every process hears of it to end their caches and live streams (rule 10).
   */
  async function sessionsEnded(which: SessionsToForget): Promise<void> {
    sessionCache.forget(which);
    await io.sessionsEnded?.(which);
  }
  const passwordReset = createPasswordReset(deps, verification, {
    enqueueEmail: io.enqueueEmail,
    log: io.log,
    lockUntil: extendedWithdrawalLock,
    sessionsEnded: (userId) => sessionsEnded({ userId }),
    removeSecondFactor: io.secondFactor?.removeEnrolment,
  });
  const sensitive = createSensitiveChanges(deps, {
    attempts: io.passwordAttempts,
    secondFactor: io.secondFactor,
    enqueueEmail: io.enqueueEmail,
    lockUntil: extendedWithdrawalLock,
    sessionsEnded: (userId) => sessionsEnded({ userId }),
  });

  async function register(input: RegisterRequest): Promise<AuthResponse> {
    assertUncommonPassword(input.password);
    const referrer = input.referralCode
      ? await repo.findUserByReferralCode(db, input.referralCode)
      : undefined;
    if (input.referralCode && !referrer) {
      throw fieldError('RULE_VIOLATION', 'referralCode', authMessages.invalidReferralCode);
    }
    await assertContactsFree(db, input);
    const created = await createMember(
      deps,
      verification,
      {
        fullName: input.fullName ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        passwordHash: await hashPassword(input.password),
        referrerId: referrer?.id ?? null,
        language: input.language ?? null,
      },
      { session: true },
    );
    if (!created.token) throw new Error('registration made no session');
    return { token: created.token, user: toUser(created.user) };
  }

  async function findByIdentifier(identifier: string): Promise<repo.UserRow | undefined> {
    const parsed = parseIdentifier(identifier);
    if (!parsed) return undefined;
    return 'email' in parsed
      ? repo.findUserByEmail(db, parsed.email)
      : repo.findUserByPhone(db, parsed.phone);
  }

  async function login(input: LoginRequest): Promise<LoginResponse> {
    const user = await findByIdentifier(input.identifier);
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyWithoutAccount(input.password);
    if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
    // Told only to whoever knows the password, so suspension reveals nothing to a guesser.
    if (!user.isActive) throw new AppError('ACCOUNT_SUSPENDED', authMessages.suspended);
    const { secondFactor } = io;
    if (secondFactor && (await secondFactor.isEnabled(user.id)))
      return { twoFactorRequired: true, challengeToken: await secondFactor.issueChallenge(user.id) };
    return startSignedIn(user.id);
  }

  /** A session for an account whose credentials were checked (both steps when two-factor is on). */
  async function startSignedIn(userId: string): Promise<AuthResponse> {
    return db.transaction(async (tx) => {
      const token = await startSession(deps, tx, userId);
      const signedIn = await repo.updateUser(tx, userId, { lastLoginAt: clock.now() });
      if (!signedIn) throw new Error('signed-in member vanished');
      if (!signedIn.isActive) throw new AppError('ACCOUNT_SUSPENDED', authMessages.suspended);
      return { token, user: toUser(signedIn) };
    });
  }

  async function authenticate(token: string): Promise<AuthenticatedMember> {
    const tokenHash = sha256Hex(token);
    const now = clock.now();
    const cached = sessionCache.get(tokenHash, now);
    if (cached) return cached;
    const lookedUpIn = sessionCache.generation();
    const session = await repo.findLiveSession(db, tokenHash, now);
    if (!session) throw new AppError('UNAUTHENTICATED', authMessages.sessionEnded);
    const member: AuthenticatedMember = {
      userId: session.userId,
      sessionId: session.sessionId,
      isAdmin: session.isAdmin,
      isEmailVerified: isEmailVerified(session),
    };
    sessionCache.set(tokenHash, member, session.expiresAt, lookedUpIn);
    return member;
  }

  async function logout(member: AuthenticatedMember) {
    await repo.revokeSession(db, member.sessionId, clock.now());
    await sessionsEnded({ sessionIds: [member.sessionId] });
    return { success: true as const, message: authMessages.loggedOut };
  }

  async function profile(userId: string): Promise<User> {
    return toUser(await requireUser(userId));
  }

  /**
   * A new email must be verified again and starts the withdrawal lock; a code is mailed to it.
   * Changing the email takes the current password (and a two-factor code when on, decision 002).
   */
  async function updateProfile(
    userId: string,
    input: UpdateProfileRequest,
    clientAddress: string,
  ): Promise<User> {
    const user = await requireUser(userId);
    const email = input.email === undefined ? user.email : input.email;
    const phone = input.phone === undefined ? user.phone : input.phone;
    if (!email && !phone) throw fieldError('VALIDATION_FAILED', 'email', authMessages.eitherEmailOrPhone);
    const emailChanged = email !== user.email;
    // First: a session alone must not even learn whether an address belongs to an account.
    if (emailChanged) await sensitive.confirmSensitiveChange(userId, input, clientAddress);
    await assertContactsFree(db, { email: emailChanged ? email : null, phone }, userId);
    const now = clock.now();
    const patch: Partial<repo.NewUser> = { phone, updatedAt: now };
    if (input.fullName !== undefined) patch.fullName = input.fullName;
    if (input.showOnLeaderboard !== undefined) patch.showOnLeaderboard = input.showOnLeaderboard;
    if (input.language !== undefined) patch.language = input.language;
    if (emailChanged)
      Object.assign(patch, {
        email,
        emailVerifiedAt: null,
        withdrawalsLockedUntil: extendedWithdrawalLock(user),
      });
    const updated = await db
      .transaction(async (tx) => {
        const updated = await repo.updateUser(tx, userId, patch);
        if (!updated) throw new Error('member vanished during a profile update');
        if (emailChanged && email) await verification.issue(tx, updated, email);
        // The address that was verified until now hears of the change, with an undo link (rule 43).
        if (emailChanged)
          await sensitive.noticeEmailChange(tx, { ...user, language: updated.language }, email);
        return updated;
      })
      .catch((error: unknown) => {
        throw asContactConflict(error);
      });
    // A new email needs verifying again: the cached session must not keep the old answer.
    sessionCache.forget({ userId });
    return toUser(updated);
  }

  /** Ends every other session of the member and starts the withdrawal lock. */
  async function changePassword(member: AuthenticatedMember, input: ChangePasswordRequest) {
    const user = await requireUser(member.userId);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw fieldError('RULE_VIOLATION', 'currentPassword', authMessages.wrongCurrentPassword);
    }
    if (input.newPassword === input.currentPassword) {
      throw fieldError('RULE_VIOLATION', 'newPassword', authMessages.samePassword);
    }
    assertUncommonPassword(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const now = clock.now();
      await repo.updateUser(tx, user.id, {
        passwordHash,
        withdrawalsLockedUntil: extendedWithdrawalLock(user),
        updatedAt: now,
      });
      await repo.revokeSessionsOfUser(tx, user.id, now, member.sessionId);
      if (user.email && user.emailVerifiedAt)
        await io.enqueueEmail(
          tx,
          securityEmails.passwordChanged({ email: user.email, language: user.language }),
        );
    });
    await sessionsEnded({ userId: user.id, exceptSessionId: member.sessionId });
    return { success: true as const, message: authMessages.passwordChanged };
  }

  async function verifyEmail(userId: string, otp: string) {
    const user = await verification.verify(userId, otp);
    sessionCache.forget({ userId });
    return { success: true as const, message: verificationMessages.verified, user: toUser(user) };
  }

  /** Where and in which language the member is emailed (notifications); null without a verified address. */
  async function emailRecipientOf(tx: DbOrTx, userId: string): Promise<Recipient | null> {
    const user = await repo.findUserById(tx, userId);
    return user?.email && user.emailVerifiedAt ? { email: user.email, language: user.language } : null;
  }

  /** The member's verified email address, read in the caller's transaction (sender proofs). */
  async function verifiedEmailOf(tx: DbOrTx, userId: string): Promise<string | null> {
    return (await emailRecipientOf(tx, userId))?.email ?? null;
  }

  /**
   * Suspends or reactivates a member for the admin Users tab (rule 14). Suspension
   * ends every session at once, so the member's next call is 401 and no money operation can start;
   * balances and pending withdrawals stay for an administrator. An administrator cannot suspend
   * themselves or the last active administrator: the active administrators are locked while they
   * are counted, so two administrators cannot suspend each other at the same moment.
   */
  async function toggleUserStatus(adminId: string, userId: string): Promise<User> {
    const changed = await db.transaction(async (tx) => {
      const user = await repo.lockUser(tx, userId);
      if (!user) throw new AppError('NOT_FOUND', 'User not found');
      const isActive = !user.isActive;
      if (!isActive && userId === adminId)
        throw new AppError('RULE_VIOLATION', authMessages.cannotSuspendSelf);
      if (!isActive && user.isAdmin && (await repo.lockActiveAdmins(tx)).length <= 1) {
        throw new AppError('RULE_VIOLATION', authMessages.lastActiveAdmin);
      }
      const now = clock.now();
      const updated = await repo.updateUser(tx, userId, { isActive, updatedAt: now });
      if (!updated) throw new Error('member vanished under its lock');
      if (!isActive) {
        await repo.revokeSessionsOfUser(tx, userId, now);
        await io.onSuspended?.(tx, userId);
      }
      await io.audit.record(tx, {
        actorId: adminId,
        action: isActive ? 'users.activate' : 'users.suspend',
        targetType: 'user',
        targetId: userId,
        before: { isActive: user.isActive },
        after: { isActive },
      });
      return toUser(updated);
    });
    if (!changed.isActive) await sessionsEnded({ userId });
    return changed;
  }

  /** Anyone may ask, so the referrer is named masked ("Jane D.", rule 5). */
  async function validateReferralCode(code: string) {
    const referrer = await repo.findUserByReferralCode(db, code);
    if (!referrer) throw new AppError('NOT_FOUND', authMessages.invalidReferralCode);
    return { valid: true as const, referrerName: maskedPublicName(referrer) };
  }

  return {
    register,
    login,
    startSignedIn,
    authenticate,
    logout,
    profile,
    updateProfile,
    changePassword,
    verifyEmail,
    confirmSensitiveChange: sensitive.confirmSensitiveChange,
    undoEmailChange: sensitive.undoEmailChange,
    resendVerification: verification.resend,
    forgotPassword: passwordReset.forgotPassword,
    resetPassword: passwordReset.resetPassword,
    verifiedEmailOf,
    emailRecipientOf,
    toggleUserStatus,
    /** The account with this email, for the operator's command line (`npm run admin`). */
    accountIdByEmail: async (email: string) =>
      (await repo.findUserByEmail(db, email.trim().toLowerCase()))?.id,
    validateReferralCode,
    /** Another process ended sessions (live events channel), or that channel had a gap (null). */
    forgetSessions: (which: SessionsToForget | null) => sessionCache.forget(which),
    /** Housekeeping: sessions and emailed codes that ended before `before`, at most `limit` of each. */
    pruneEnded: async (before: Date, limit: number) => ({
      sessions: await repo.pruneSessions(db, before, limit),
      codes: await repo.pruneEmailCodes(db, before, limit),
      undoLinks: await repo.pruneEmailChangeUndos(db, before, limit),
    }),
    /** For the admin dashboard: members in total, active, and registered since `since`. */
    userCounts: (since: Date) => repo.countUsers(deps.database.db, since),
    provisionAccount: (account: ProvisionedAccount) => provisionAccount(deps, verification, account),
    /** Puts an account on the public members board or takes it off (rule 35; the demo's members). */
    async setShowOnLeaderboard(email: string, show: boolean): Promise<void> {
      const user = await repo.findUserByEmail(db, email);
      if (user) await repo.updateUser(db, user.id, { showOnLeaderboard: show, updatedAt: clock.now() });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
