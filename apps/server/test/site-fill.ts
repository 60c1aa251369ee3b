import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { bearer, type TestMember } from './members.ts';
import type { TestApp } from './test-app.ts';
import { createLevel, fundPool, joinLevel } from './vip-fixtures.ts';
import { creditEarnings, requestWithdrawal } from './withdrawal-fixtures.ts';

/**
 * A small site with every kind of money movement, made through the API and the services as
 * members and an administrator would: members with passwords, on-chain deposits credited by the
 * watcher (when `deposit` sends real transfers), memberships, earnings, a withdrawal paid out and
 * one still held. The backup and upgrade tests fill a database with it and then check that
 * another database holds the same ledger and lets the same people sign in.
 */
export interface FilledSite {
  /** Who can sign in, with which password. */
  signIns: { email: string; password: string }[];
}

const PASSWORD = 'Backup-Restore9';
const DAY_MS = 24 * 3600 * 1000;

async function signIn(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { token: string }).token;
}

async function member(t: TestApp, email: string, isAdmin = false) {
  await t.app.services.auth.provisionAccount({
    email,
    password: PASSWORD,
    fullName: email.split('@')[0] ?? email,
    isAdmin,
    resetPassword: false,
  });
  const userId = await t.app.services.auth.accountIdByEmail(email);
  if (!userId) throw new Error(`no account for ${email}`);
  return { email, userId, token: await signIn(t, email) };
}

async function adminCall(t: TestApp, token: string, url: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
}

/**
 * Fills the site. `deposit(userId, token, amount)` must leave `amount` credited to the member's
 * deposit account through the deposit module (a real transfer the watcher credits).
 */
export async function fillSite(
  t: TestApp,
  deposit: (member: TestMember, amount: string) => Promise<void>,
): Promise<FilledSite> {
  await t.app.services.ledger.ensureSystemAccounts();
  const admin = await member(t, 'operator@example.com', true);
  const level = await createLevel(t, 'Silver', '50', '1.5');
  await fundPool(t, '500');
  const members = [];
  for (const name of ['ada', 'grace', 'linus']) members.push(await member(t, `${name}@example.com`));
  const [ada, grace, linus] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
  await deposit(ada, '120');
  await deposit(grace, '75.5');
  await deposit(linus, '20');
  await joinLevel(t.app, ada, level.id);
  await joinLevel(t.app, grace, level.id);
  await creditEarnings(t, ada.userId, '30');
  await creditEarnings(t, grace.userId, '12.25');
  t.clock.advance(DAY_MS);
  const paid = await requestWithdrawal(t, ada.token, { amount: '20' });
  const held = await requestWithdrawal(t, grace.token, { amount: '10' });
  if (paid.statusCode !== 201 || held.statusCode !== 201) {
    throw new Error(`withdrawal requests answered ${paid.statusCode}, ${held.statusCode}: ${paid.body}`);
  }
  const paidId = (paid.json() as { withdrawal: { id: string } }).withdrawal.id;
  await adminCall(t, admin.token, `/api/admin/withdrawals/${paidId}/process`, {
    action: 'APPROVE',
    transactionHash: `0x${'ab'.repeat(32)}`,
    // Paid outside the chains this test runs: the administrator confirms it, as the panel allows.
    acknowledgeMismatch: true,
  });
  return { signIns: [admin, ...members].map(({ email }) => ({ email, password: PASSWORD })) };
}

/** Every ledger account's key and counters, in key order: two ledgers are the same when these are. */
export async function ledgerBalances(db: DbOrTx): Promise<Record<string, string>[]> {
  const result = (await db.execute(
    sql`select key, debits_posted::text, credits_posted::text, debits_pending::text, credits_pending::text
      from ledger_accounts order by key`,
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows;
}

/** Answers 200 to each sign-in. */
export async function signInStatuses(t: TestApp, site: FilledSite): Promise<number[]> {
  const statuses = [];
  for (const { email, password } of site.signIns) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}
