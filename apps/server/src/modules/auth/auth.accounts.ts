import type { FieldError, Language } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { openMemberAccounts } from '../ledger/index.ts';
import * as repo from './auth.repo.ts';
import { hashPassword, newReferralCode, newSessionToken, sha256Hex, verifyPassword } from './auth.secrets.ts';
import type { EmailVerification } from './auth.verification.ts';

/** Creating members and their sessions, and keeping email and phone unique. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export const contactMessages = {
  emailTaken: 'An account with this email already exists',
  phoneTaken: 'An account with this phone number already exists',
} as const;

export interface Contacts {
  email?: string | null;
  phone?: string | null;
}

function contactConflict(errors: FieldError[]): AppError {
  return new AppError('CONFLICT', errors[0]?.msg ?? contactMessages.emailTaken, errors);
}

/** 409 with a field error per address already used by another member. */
export async function assertContactsFree(
  db: DbOrTx,
  contacts: Contacts,
  exceptUserId?: string,
): Promise<void> {
  const errors: FieldError[] = [];
  const byEmail = contacts.email ? await repo.findUserByEmail(db, contacts.email) : undefined;
  if (byEmail && byEmail.id !== exceptUserId) errors.push({ path: 'email', msg: contactMessages.emailTaken });
  const byPhone = contacts.phone ? await repo.findUserByPhone(db, contacts.phone) : undefined;
  if (byPhone && byPhone.id !== exceptUserId) errors.push({ path: 'phone', msg: contactMessages.phoneTaken });
  if (errors.length > 0) throw contactConflict(errors);
}

/** A concurrent request that took the address between the check and the write: the same 409. */
export function asContactConflict(error: unknown): unknown {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_email_key')
    return contactConflict([{ path: 'email', msg: contactMessages.emailTaken }]);
  if (constraint === 'users_phone_key')
    return contactConflict([{ path: 'phone', msg: contactMessages.phoneTaken }]);
  return error;
}

export async function startSession(deps: ModuleDeps, db: DbOrTx, userId: string): Promise<string> {
  const token = newSessionToken();
  const now = deps.clock.now();
  await repo.insertSession(db, {
    id: newId(),
    userId,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export interface NewMember {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  referrerId: string | null;
  /** The language the visitor browsed in; null when unknown (emails then go out in English). */
  language?: Language | null;
  isAdmin?: boolean;
  emailVerified?: boolean;
}

export interface CreatedMember {
  user: repo.UserRow;
  /** Set when a session was asked for. */
  token?: string;
}

const REFERRAL_CODE_TRIES_MAX = 3;

/**
 * One transaction: the member, their ledger accounts, optionally a session, and a verification
 * code (with its email queued) when an unverified email is given. A clash of the random referral code is retried.
 */
export async function createMember(
  deps: ModuleDeps,
  verification: EmailVerification,
  member: NewMember,
  options: { session: boolean },
): Promise<CreatedMember> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.database.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const { emailVerified = false, isAdmin = false, ...fields } = member;
        const user = await repo.insertUser(tx, {
          ...fields,
          id: newId(),
          referralCode: newReferralCode(),
          isAdmin,
          emailVerifiedAt: emailVerified && fields.email ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await openMemberAccounts(tx, user.id);
        const token = options.session ? await startSession(deps, tx, user.id) : undefined;
        // The code's email is queued in this transaction (rule 40).
        if (user.email && !emailVerified) await verification.issue(tx, user, user.email);
        return { user, token };
      });
    } catch (error) {
      const clash = violatedUniqueConstraint(error) === 'users_referral_code_key';
      if (clash && attempt < REFERRAL_CODE_TRIES_MAX) continue;
      throw asContactConflict(error);
    }
  }
}

export interface ProvisionedAccount {
  email: string;
  password: string;
  fullName: string;
  isAdmin: boolean;
  /** Make the stored password this one (demo accounts follow their persisted credentials). */
  resetPassword: boolean;
}

/**
 * Makes sure a verified account with this email exists (start-up administrator, demo member):
 * created when missing, else promoted and verified.
 */
export async function provisionAccount(
  deps: ModuleDeps,
  verification: EmailVerification,
  account: ProvisionedAccount,
): Promise<void> {
  const { db } = deps.database;
  const existing = await repo.findUserByEmail(db, account.email);
  if (!existing) {
    const passwordHash = await hashPassword(account.password);
    const { fullName, email, isAdmin } = account;
    const member = {
      fullName,
      email,
      phone: null,
      passwordHash,
      referrerId: null,
      isAdmin,
      emailVerified: true,
    };
    await createMember(deps, verification, member, { session: false });
    return;
  }
  const patch: Partial<repo.NewUser> = {};
  if (account.isAdmin && !existing.isAdmin) patch.isAdmin = true;
  if (!existing.emailVerifiedAt) patch.emailVerifiedAt = deps.clock.now();
  if (account.resetPassword && !(await verifyPassword(existing.passwordHash, account.password))) {
    patch.passwordHash = await hashPassword(account.password);
  }
  if (Object.keys(patch).length > 0)
    await repo.updateUser(db, existing.id, { ...patch, updatedAt: deps.clock.now() });
}
