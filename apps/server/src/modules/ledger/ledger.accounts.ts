import { type Network, networks } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { accounts } from './ledger.tables.ts';

/**
 * The chart of accounts (decision 003). Member accounts are liabilities (credit-normal) and
 * guarded; custody is an asset (debit-normal); the rewards pool is guarded so rewards can only be
 * paid from what the operator funded, and membership revenue so bonuses never exceed payments.
 *
 * How money is meant to flow (debit → credit):
 * - deposit: custody(network) → member deposit (DEPOSIT); hosted BTC: btc_custody → member deposit
 * - membership: member deposit → membership_revenue (VIP_PAYMENT);
 *   referral bonus: membership_revenue → ancestor earnings (REFERRAL_BONUS)
 * - rewards: operator_equity → rewards_pool (POOL_FUNDING); rewards_pool → member earnings
 *   (VIP_EARNINGS, TASK_REWARD)
 * - withdrawal: a hold member earnings|deposit → payouts_in_flight (WITHDRAWAL), posted on completion
 *   or voided; then payouts_in_flight → withdrawal_fees (WITHDRAWAL_FEE) and
 *   payouts_in_flight → custody(network) (PAYOUT) for the net sent on chain.
 * A transfer that touches a member account carries a member-facing type, so it shows in the
 * member's transaction list; only system accounts move with system types.
 */

export type MemberAccountKind = 'deposit' | 'earnings';
export type SystemAccountKind =
  | 'custody'
  | 'btc_custody'
  | 'membership_revenue'
  | 'rewards_pool'
  | 'withdrawal_fees'
  | 'payouts_in_flight'
  | 'operator_equity';

export interface AccountSpec {
  key: string;
  kind: string;
  userId: string | null;
  normalBalance: 'credit' | 'debit';
  guarded: boolean;
}

export function memberAccountKey(userId: string, kind: MemberAccountKind): string {
  return `member:${userId}:${kind}`;
}

/** Custody is kept per network; every other system account is one account. */
export function systemAccountKey(kind: 'custody', network: Network): string;
export function systemAccountKey(kind: Exclude<SystemAccountKind, 'custody'>): string;
export function systemAccountKey(kind: SystemAccountKind, network?: Network): string {
  return network ? `system:${kind}:${network}` : `system:${kind}`;
}

export const systemAccountSpecs: AccountSpec[] = [
  ...networks.map((network) => ({
    key: systemAccountKey('custody', network),
    kind: 'custody',
    userId: null,
    normalBalance: 'debit' as const,
    guarded: false,
  })),
  {
    key: systemAccountKey('btc_custody'),
    kind: 'btc_custody',
    userId: null,
    normalBalance: 'debit',
    guarded: false,
  },
  {
    key: systemAccountKey('membership_revenue'),
    kind: 'membership_revenue',
    userId: null,
    normalBalance: 'credit',
    guarded: true,
  },
  {
    key: systemAccountKey('rewards_pool'),
    kind: 'rewards_pool',
    userId: null,
    normalBalance: 'credit',
    guarded: true,
  },
  {
    key: systemAccountKey('withdrawal_fees'),
    kind: 'withdrawal_fees',
    userId: null,
    normalBalance: 'credit',
    guarded: false,
  },
  // What we owe to the chain for approved withdrawals until the payout is sent: a liability.
  {
    key: systemAccountKey('payouts_in_flight'),
    kind: 'payouts_in_flight',
    userId: null,
    normalBalance: 'credit',
    guarded: false,
  },
  {
    key: systemAccountKey('operator_equity'),
    kind: 'operator_equity',
    userId: null,
    normalBalance: 'credit',
    guarded: false,
  },
];

/** The row a system account will have when opened: no transfers yet, all counters zero. */
export function unopened(spec: AccountSpec): typeof accounts.$inferSelect {
  return {
    ...spec,
    id: '00000000-0000-0000-0000-000000000000',
    debitsPending: 0n,
    debitsPosted: 0n,
    creditsPending: 0n,
    creditsPosted: 0n,
    createdAt: new Date(0),
  };
}

/** Creates the member's `deposit` and `earnings` accounts; called inside the registration transaction. */
export async function openMemberAccounts(tx: DbOrTx, userId: string): Promise<void> {
  const rows = (['deposit', 'earnings'] as const).map((kind) => ({
    id: newId(),
    key: memberAccountKey(userId, kind),
    kind: `member_${kind}`,
    userId,
    normalBalance: 'credit',
    guarded: true,
  }));
  await tx.insert(accounts).values(rows).onConflictDoNothing({ target: accounts.key });
}

/** Creates any missing system account; safe to run at every start and in several processes. */
export async function ensureSystemAccounts(db: DbOrTx): Promise<void> {
  await db
    .insert(accounts)
    .values(systemAccountSpecs.map((spec) => ({ id: newId(), ...spec })))
    .onConflictDoNothing({ target: accounts.key });
}
