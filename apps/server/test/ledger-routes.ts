import { memberAccountKey, systemAccountKey } from '../src/modules/ledger/ledger.accounts.ts';
import type { TransferType } from '../src/modules/ledger/ledger.types.ts';

/** The ledger's property tests: the system accounts money moves through, and every way it moves. */
export const system = {
  custody: systemAccountKey('custody', 'POLYGON'),
  revenue: systemAccountKey('membership_revenue'),
  pool: systemAccountKey('rewards_pool'),
  equity: systemAccountKey('operator_equity'),
  payouts: systemAccountKey('payouts_in_flight'),
};

export type Member = { deposit: string; earnings: string };

export const memberKeys = (userId: string): Member => ({
  deposit: memberAccountKey(userId, 'deposit'),
  earnings: memberAccountKey(userId, 'earnings'),
});

/** Every way money may move in Nova (ledger.accounts.ts), for a member. */
export const routes: { debit: (m: Member) => string; credit: (m: Member) => string; type: TransferType }[] = [
  { debit: () => system.custody, credit: (m) => m.deposit, type: 'DEPOSIT' },
  { debit: (m) => m.deposit, credit: () => system.revenue, type: 'VIP_PAYMENT' },
  { debit: () => system.revenue, credit: (m) => m.earnings, type: 'REFERRAL_BONUS' },
  { debit: () => system.equity, credit: () => system.pool, type: 'POOL_FUNDING' },
  { debit: () => system.pool, credit: (m) => m.earnings, type: 'VIP_EARNINGS' },
  { debit: (m) => m.earnings, credit: () => system.payouts, type: 'WITHDRAWAL' },
  { debit: (m) => m.deposit, credit: () => system.payouts, type: 'WITHDRAWAL' },
  { debit: () => system.payouts, credit: () => system.custody, type: 'PAYOUT' },
];
