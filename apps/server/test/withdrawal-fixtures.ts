import { toMicros } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import { newId } from '../src/lib/ids.ts';
import { users } from '../src/modules/auth/auth.tables.ts';
import { memberAccountKey, systemAccountKey } from '../src/modules/ledger/ledger.accounts.ts';
import { bearer } from './members.ts';
import type { TestApp } from './test-app.ts';

/** Addresses for payouts in tests: one lower-case, one with a valid checksum. */
export const payoutAddress = '0x8ba1f109551bd432803012645ac136ddd64dba72';
export const checksummedAddress = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** Credits a member's withdrawable `earnings` as a daily reward would: funded from the rewards pool. */
export async function creditEarnings(t: TestApp, userId: string, amount: string): Promise<void> {
  const { ledger } = t.app.services;
  const funding = await ledger.transfer({
    key: `test-pool:${newId()}`,
    debitAccountKey: systemAccountKey('operator_equity'),
    creditAccountKey: systemAccountKey('rewards_pool'),
    amountMicros: toMicros(amount),
    type: 'POOL_FUNDING',
    description: 'Pool funding (test)',
  });
  const reward = await ledger.transfer({
    key: `test-reward:${newId()}`,
    debitAccountKey: systemAccountKey('rewards_pool'),
    creditAccountKey: memberAccountKey(userId, 'earnings'),
    amountMicros: toMicros(amount),
    type: 'VIP_EARNINGS',
    description: 'Daily reward (test)',
  });
  if (!funding.ok || !reward.ok) throw new Error('test earnings refused');
}

/** As a password or email change does (rule 11). */
export async function lockWithdrawals(t: TestApp, userId: string, until: Date): Promise<void> {
  await t.database.db.update(users).set({ withdrawalsLockedUntil: until }).where(eq(users.id, userId));
}

export function requestWithdrawal(
  t: TestApp,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: { ...bearer(token), ...headers },
    payload: { currency: 'USDT', network: 'BEP20', walletAddress: payoutAddress, ...payload },
  });
}

export async function walletStats(t: TestApp, token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/wallet/stats', headers: bearer(token) });
  return res.json() as Record<string, string>;
}

/** An administrator's action on a withdrawal (approve, reject, complete, fail), as the admin screen sends it. */
export function processWithdrawal(t: TestApp, adminToken: string, id: string, payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/withdrawals/${id}/process`,
    headers: bearer(adminToken),
    payload,
  });
}
