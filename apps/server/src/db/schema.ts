/** Every table of every module, for Drizzle's relational queries and for drizzle-kit. */
export * from '../modules/announcements/announcements.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/deposits/deposits.tables.ts';
export * from '../modules/fee-tiers/fee-tiers.tables.ts';
export * from '../modules/ledger/ledger.tables.ts';
export * from '../modules/outbox/outbox.tables.ts';
export * from '../modules/proofs/proofs.tables.ts';
export * from '../modules/rate-limits/rate-limits.tables.ts';
export * from '../modules/settings/settings.tables.ts';
export * from '../modules/site/site.tables.ts';
export * from '../modules/tasks/tasks.tables.ts';
export * from '../modules/transparency/transparency.tables.ts';
export * from '../modules/two-factor/two-factor.tables.ts';
export * from '../modules/vip/vip.tables.ts';
export * from '../modules/withdrawals/withdrawals.tables.ts';
