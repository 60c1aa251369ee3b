import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hashPassword } from '../src/modules/auth/auth.secrets.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { bearer, TEST_PASSWORD, type TestMember } from './members.ts';
import type { TestApp } from './test-app.ts';

/**
 * Proving sender addresses in tests (decision 017): a real password for a fixture member, the
 * challenge Nova issues, and a signature made with the address's key, as a wallet would.
 */
export async function givePassword<T extends { userId: string }>(t: TestApp, member: T): Promise<T> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, member.userId));
  return member;
}

export function call(
  t: TestApp,
  member: TestMember,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, payload, headers: bearer(member.token) });
}

export async function challengeFor(t: TestApp, member: TestMember, address: string) {
  const res = await call(t, member, 'POST', '/api/deposit/sender-addresses/challenge', { address });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return res.json() as { address: string; message: string; nonce: string; expiresAt: string };
}

export function signWith(privateKey: Hex, message: string): Promise<Hex> {
  return privateKeyToAccount(privateKey).signMessage({ message });
}

/** Asks for a message for the key's address, signs it and submits it with the password. */
export async function proveSender(
  t: TestApp,
  member: TestMember,
  privateKey: Hex,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const address = privateKeyToAccount(privateKey).address;
  const challenge = await challengeFor(t, member, address);
  return call(t, member, 'POST', '/api/deposit/sender-addresses', {
    address,
    nonce: challenge.nonce,
    signature: await signWith(privateKey, challenge.message),
    currentPassword: TEST_PASSWORD,
    ...extra,
  });
}
