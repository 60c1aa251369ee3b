import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { accounts } from './ledger.tables.ts';

/**
 * The chart of accounts (DESIGN.md §3). Member accounts are liabilities (credit-normal) and
 * guarded; custody is an asset (debit-normal); the rewards pool is guarded so rewards can only be
 * paid from what the operator funded.
 */
export const networks = ['BEP20', 'POLYGON'] as const;
export type Network = (typeof networks)[number];

export type MemberAccountKind = 'deposit' | 'earnings';
export type SystemAccountKind =
  | 'custody'
  | 'btc_custody'
  | 'membership_revenue'
  | 'rewards_pool'
  | 'withdrawal_fees'
  | 'payouts_in_flight'
  | 'operator_equity';

interface AccountSpec {
  key: string;
  kind: string;
  userId: string | null;
  normalBalance: 'credit' | 'debit';
  guarded: boolean;
}

export function memberAccountKey(userId: string, kind: MemberAccountKind): string {
  return `member:${userId}:${kind}`;
}

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
  {
    key: systemAccountKey('payouts_in_flight'),
    kind: 'payouts_in_flight',
    userId: null,
    normalBalance: 'debit',
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
