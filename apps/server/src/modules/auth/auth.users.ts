import { normalizePhone, type User } from '@nova/contracts';
import type { UserRow } from './auth.repo.ts';

/** How a member row is shown and looked up. */

export function isEmailVerified(user: Pick<UserRow, 'email' | 'emailVerifiedAt'>): boolean {
  return Boolean(user.email && user.emailVerifiedAt);
}

/** The name administrators see for a member: full name, else email, else phone. */
export function username(user: Pick<UserRow, 'fullName' | 'email' | 'phone'>): string {
  return user.fullName ?? user.email ?? user.phone ?? '';
}

/** The member's own view; built field by field so nothing else (a password hash) can slip out. */
export function toUser(user: UserRow): User {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    username: username(user),
    referralCode: user.referralCode,
    isEmailVerified: isEmailVerified(user),
    isAdmin: user.isAdmin,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    withdrawalsLockedUntil: user.withdrawalsLockedUntil?.toISOString() ?? null,
    showOnLeaderboard: user.showOnLeaderboard,
    language: user.language,
  };
}

/** A login identifier is an email when it holds an @, else a phone number. */
export type Identifier = { email: string } | { phone: string };

export function parseIdentifier(identifier: string): Identifier | undefined {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return { email: trimmed.toLowerCase() };
  const phone = normalizePhone(trimmed);
  return /\d/.test(phone) ? { phone } : undefined;
}

export function identifierKey(identifier: string): string {
  const parsed = parseIdentifier(identifier);
  if (!parsed) return identifier.trim().toLowerCase();
  return 'email' in parsed ? parsed.email : parsed.phone;
}
