import { createHash, randomBytes } from 'node:crypto';
import type { AuthResponse } from '@nova/contracts';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { newId } from '../src/lib/ids.ts';
import { emailCodes, sessions, users } from '../src/modules/auth/auth.tables.ts';
import { accounts } from '../src/modules/ledger/ledger.tables.ts';
import type { TestApp } from './test-app.ts';

/**
 * The members fixture: members made through the real API (registerMember) or written straight to
 * the database (createMember), for any module's tests.
 */
export const TEST_PASSWORD = 'Secret123';

let sequence = 0;
/** A distinct address per call within a test file. */
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}${sequence}@example.com`;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Registers through POST /api/auth/register; each call comes from its own client address. */
export async function registerMember(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
): Promise<AuthResponse & { password: string }> {
  const payload = { email: uniqueEmail(), password: TEST_PASSWORD, ...body };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: `10.9.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...(res.json() as AuthResponse), password: String(payload.password) };
}

/** Row counts of the tables an auth request may write, to show a refused request wrote nothing. */
export async function authTableCounts(database: Database) {
  const { db } = database;
  const rows = async (table: typeof users | typeof sessions | typeof emailCodes | typeof accounts) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await rows(users),
    sessions: await rows(sessions),
    emailCodes: await rows(emailCodes),
    accounts: await rows(accounts),
  };
}

/** A source of distinct client addresses in 10.`block`.x.y, so per-address limits never pile up in a test. */
export function clientAddresses(block: number): () => string {
  let sequence = 0;
  return () => {
    const n = sequence++;
    return `10.${block}.${Math.floor(n / 200)}.${(n % 200) + 1}`;
  };
}

/**
 * Members for tests, written straight to the database (no registration flow, no email): a user
 * row, the member's ledger accounts and a session whose bearer token is returned (send it with
 * `bearer()`). Quicker than registering when a test is about something else.
 */
export interface TestMember {
  userId: string;
  token: string;
  email: string;
}

const SESSION_DAYS = 30;

export async function createMember(
  t: TestApp,
  options: { verified?: boolean; isAdmin?: boolean; fullName?: string } = {},
): Promise<TestMember> {
  const userId = newId();
  const suffix = randomBytes(5).toString('hex');
  const email = `member-${suffix}@example.com`;
  const token = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.database.db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      fullName: options.fullName ?? `Member ${suffix}`,
      email,
      // Not a real hash: these members never log in with a password, only with their token.
      passwordHash: 'test-fixture-without-password',
      referralCode: suffix.toUpperCase(),
      isAdmin: options.isAdmin ?? false,
      emailVerifiedAt: (options.verified ?? true) ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await t.app.services.ledger.openMemberAccounts(userId, tx);
    await tx.insert(sessions).values({
      id: newId(),
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
    });
  });
  return { userId, token, email };
}
