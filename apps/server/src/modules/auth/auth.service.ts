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
import type { AppDeps, AuthenticatedMember } from '../../app-types.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  asContactConflict,
  assertContactsFree,
  createMember,
  type ProvisionedAccount,
  provisionAccount,
  startSession,
} from './auth.accounts.ts';
import { createPasswordReset } from './auth.password-reset.ts';
import * as repo from './auth.repo.ts';
import { hashPassword, sha256Hex, verifyPassword, verifyWithoutAccount } from './auth.secrets.ts';
import { createSessionCache, type SessionsToForget } from './auth.session-cache.ts';
import { isEmailVerified, maskedPublicName, parseIdentifier, toUser } from './auth.users.ts';
import { createEmailVerification, verificationMessages } from './auth.verification.ts';

/**
 * Accounts and access (issue 2 §4, spec member-side §2, §4, §5): registration, sign-in with an
 * email or phone, opaque server-side sessions, profile, password change and suspension.
 */
export const authMessages = {
  invalidCredentials: 'Invalid email/phone or password',
  suspended: 'Your account has been suspended. Please contact support.',
  sessionEnded: 'Your session has expired. Please log in again.',
  invalidReferralCode: 'Invalid referral code',
  eitherEmailOrPhone: 'Please provide either email or phone number',
  wrongCurrentPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Logged out successfully',
} as const;

/** DESIGN.md §2 Withdrawal protection: withdrawals wait this long after a password or email change. */
export const WITHDRAWAL_LOCK_MS = 24 * 60 * 60_000;

/** What sign-in needs of two-factor authentication (issue 12 §4), passed in by the composition root. */
export interface SecondFactor {
  isEnabled(userId: string): Promise<boolean>;
  issueChallenge(userId: string): Promise<string>;
}

/** How long a process may answer for a session from memory (auth.session-cache.ts). */
const SESSION_CACHE_MS = 5_000;

export function createAuthService(
  deps: AppDeps,
  io: {
    mailer: Mailer;
    log: FastifyBaseLogger;
    secondFactor?: SecondFactor;
    /** Tells every process that sessions ended (their caches and streams forget them). */
    sessionsEnded?: (which: SessionsToForget) => Promise<void>;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const sessionCache = createSessionCache(SESSION_CACHE_MS);
  const verification = createEmailVerification(deps, io.mailer, io.log);

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
  const passwordReset = createPasswordReset(deps, verification, {
    log: io.log,
    lockUntil: extendedWithdrawalLock,
    async sessionsEnded(userId) {
      sessionCache.forget({ userId });
      await io.sessionsEnded?.({ userId });
    },
  });

  async function register(input: RegisterRequest): Promise<AuthResponse> {
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
      },
      { session: true },
    );
    // Registration stands even when the mail fails: the member can ask for another code.
    if (created.pendingCode) await verification.deliver(created.pendingCode);
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
    sessionCache.forget({ sessionIds: [member.sessionId] });
    return { success: true as const, message: authMessages.loggedOut };
  }

  async function profile(userId: string): Promise<User> {
    return toUser(await requireUser(userId));
  }

  /** A new email must be verified again and starts the withdrawal lock; a code is mailed to it. */
  async function updateProfile(userId: string, input: UpdateProfileRequest): Promise<User> {
    const user = await requireUser(userId);
    const email = input.email === undefined ? user.email : input.email;
    const phone = input.phone === undefined ? user.phone : input.phone;
    if (!email && !phone) throw fieldError('VALIDATION_FAILED', 'email', authMessages.eitherEmailOrPhone);
    const emailChanged = email !== user.email;
    await assertContactsFree(db, { email: emailChanged ? email : null, phone }, userId);
    const now = clock.now();
    const patch: Partial<repo.NewUser> = { phone, updatedAt: now };
    if (input.fullName !== undefined) patch.fullName = input.fullName;
    if (input.showOnLeaderboard !== undefined) patch.showOnLeaderboard = input.showOnLeaderboard;
    if (emailChanged)
      Object.assign(patch, {
        email,
        emailVerifiedAt: null,
        withdrawalsLockedUntil: extendedWithdrawalLock(user),
      });
    const { updated, pendingCode } = await db
      .transaction(async (tx) => {
        const updated = await repo.updateUser(tx, userId, patch);
        if (!updated) throw new Error('member vanished during a profile update');
        const pendingCode = emailChanged && email ? await verification.issue(tx, userId, email) : undefined;
        return { updated, pendingCode };
      })
      .catch((error: unknown) => {
        throw asContactConflict(error);
      });
    if (pendingCode) await verification.deliver(pendingCode);
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
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      const now = clock.now();
      await repo.updateUser(tx, user.id, {
        passwordHash,
        withdrawalsLockedUntil: extendedWithdrawalLock(user),
        updatedAt: now,
      });
      await repo.revokeSessionsOfUser(tx, user.id, now, member.sessionId);
    });
    sessionCache.forget({ userId: user.id, exceptSessionId: member.sessionId });
    return { success: true as const, message: authMessages.passwordChanged };
  }

  async function verifyEmail(userId: string, otp: string) {
    const user = await verification.verify(userId, otp);
    sessionCache.forget({ userId });
    return { success: true as const, message: verificationMessages.verified, user: toUser(user) };
  }

  /** Suspends (ending every session at once) or reactivates a member; for the admin Users tab. */
  async function setUserActive(userId: string, isActive: boolean): Promise<User> {
    return db
      .transaction(async (tx) => {
        const now = clock.now();
        const user = await repo.updateUser(tx, userId, { isActive, updatedAt: now });
        if (!user) throw new AppError('NOT_FOUND', 'User not found');
        if (!isActive) await repo.revokeSessionsOfUser(tx, userId, now);
        return toUser(user);
      })
      .finally(() => sessionCache.forget({ userId }));
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
    resendVerification: verification.resend,
    forgotPassword: passwordReset.forgotPassword,
    resetPassword: passwordReset.resetPassword,
    setUserActive,
    validateReferralCode,
    /** Another process ended sessions (live events channel), or that channel had a gap (null). */
    forgetSessions: (which: SessionsToForget | null) => sessionCache.forget(which),
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
