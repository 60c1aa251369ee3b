import { createHash, randomBytes } from 'node:crypto';
import { sessions, users } from '../src/db/schema.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestApp } from './test-app.ts';

export interface SignedInUser {
  userId: string;
  token: string;
  /** Headers that authenticate a request as this user. */
  headers: { authorization: string };
}

/**
 * A member or administrator written straight into the database with one open session, for tests
 * of other modules that only need a caller: the session stores the SHA-256 of its token, as
 * sign-in does.
 */
export async function createSignedInUser(
  t: TestApp,
  options: { isAdmin?: boolean; isEmailVerified?: boolean } = {},
): Promise<SignedInUser> {
  const userId = newId();
  const token = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.database.db.insert(users).values({
    id: userId,
    fullName: options.isAdmin ? 'Test Admin' : 'Test Member',
    email: `${userId}@example.com`,
    passwordHash: 'not-a-password-hash',
    referralCode: userId.replaceAll('-', '').slice(-12).toUpperCase(),
    isAdmin: options.isAdmin ?? false,
    emailVerifiedAt: (options.isEmailVerified ?? true) ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  await t.database.db.insert(sessions).values({
    id: newId(),
    userId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return { userId, token, headers: { authorization: `Bearer ${token}` } };
}
