/**
 * The front door of the ledger module: code outside modules/ledger/ imports only this file.
 * SQL it lends (tables that read models join, queries run in the caller's transaction):
 * anyOf, accounts, transfers.
 */
export {
  ensureSystemAccounts,
  memberAccountKey,
  openMemberAccounts,
  systemAccountKey,
} from './ledger.accounts.ts';
export type { LedgerBatch } from './ledger.batch.ts';
export { createLedgerBatch } from './ledger.batch.ts';
export type { ReceivedBonusJson } from './ledger.history-reads.ts';
export { latestReferralBonusesOf } from './ledger.history-reads.ts';
export {
  accountByKey,
  decodeLastReward,
  lastRewardOf,
  rewardsBetweenOf,
  rewardsNetOf,
} from './ledger.member-credits.ts';
export type { MemberFigures } from './ledger.member-figures.ts';
export { memberFiguresOf } from './ledger.member-figures.ts';
export { anyOf } from './ledger.repo.ts';
export type { LedgerReports } from './ledger.reports.ts';
export { createLedgerReports } from './ledger.reports.ts';
export type { LedgerService } from './ledger.service.ts';
export { createLedgerService } from './ledger.service.ts';
export type { SystemFigures } from './ledger.system-reads.ts';
export { accounts, transfers } from './ledger.tables.ts';
export type { Transfer, TransferInput, TransferResult } from './ledger.types.ts';
