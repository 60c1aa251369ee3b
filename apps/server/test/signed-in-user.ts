import { createMember } from './members.ts';
import type { TestApp } from './test-app.ts';

export interface SignedInUser {
  userId: string;
  token: string;
  /** Headers that authenticate a request as this user. */
  headers: { authorization: string };
}

/** A member or administrator with one open session (see `createMember`), with its request headers. */
export async function createSignedInUser(
  t: TestApp,
  options: { isAdmin?: boolean; isEmailVerified?: boolean } = {},
): Promise<SignedInUser> {
  const member = await createMember(t, { isAdmin: options.isAdmin, verified: options.isEmailVerified });
  return { userId: member.userId, token: member.token, headers: { authorization: `Bearer ${member.token}` } };
}
