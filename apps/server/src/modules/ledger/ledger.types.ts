import { type TransactionType, transactionTypes } from '@nova/contracts';
import type { MemberAccountKind } from './ledger.accounts.ts';
import type { accounts, transfers } from './ledger.tables.ts';

/**
 * The ledger's vocabulary: transfer types, inputs, and the typed results every operation returns
 * (named after TigerBeetle's CreateTransferResult).
 */

/** Types a member sees in the transaction list. */
export const memberTransferTypes = transactionTypes;
/** Types that move money between system accounts only. */
export const systemTransferTypes = ['POOL_FUNDING', 'WITHDRAWAL_FEE', 'PAYOUT', 'CORRECTION'] as const;
export type SystemTransferType = (typeof systemTransferTypes)[number];
export type TransferType = TransactionType | SystemTransferType;

export function isMemberTransferType(type: string): type is TransactionType {
  return (memberTransferTypes as readonly string[]).includes(type);
}

export function isTransferType(type: string): type is TransferType {
  return isMemberTransferType(type) || (systemTransferTypes as readonly string[]).includes(type);
}

export type AccountRow = typeof accounts.$inferSelect;
export type Transfer = typeof transfers.$inferSelect;

/** A single-phase transfer or a hold (pending transfer). Accounts are addressed by key. */
export interface TransferInput {
  /** The idempotency key, made where the intent starts (rule 4). */
  key: string;
  debitAccountKey: string;
  creditAccountKey: string;
  amountMicros: bigint;
  type: TransferType;
  description: string;
  /**
   * Defaults to the owner of the member account the transfer touches; may name the member a
   * system-only transfer concerns. Must agree with the member account when there is one.
   */
  userId?: string;
  metadata?: Record<string, unknown>;
  /** A correction names the transfer it corrects (and, touching a member, reuses its type). */
  correctsId?: string;
}

/** Posts or voids a hold: always its full amount, between its own accounts. */
export interface ResolvePendingInput {
  key: string;
  /** The id of the pending transfer (returned when the hold was created). */
  pendingId: string;
  /** Defaults to the hold's description. */
  description?: string;
  metadata?: Record<string, unknown>;
}

export type TransferRefusal =
  /** The key was used for a transfer with other accounts, amount, type or phase. */
  | { ok: false; status: 'exists_with_different_fields'; transfer: Transfer; fields: string[] }
  | { ok: false; status: 'account_not_found'; accountKey: string }
  | { ok: false; status: 'overflows_debits' | 'overflows_credits'; accountKey: string }
  /** A guarded account's posted and pending debits would exceed its posted credits. */
  | { ok: false; status: 'exceeds_credits'; accountKey: string; availableMicros: bigint }
  | {
      ok: false;
      status:
        | 'pending_transfer_not_found'
        | 'pending_transfer_not_pending'
        | 'pending_transfer_already_posted'
        | 'pending_transfer_already_voided';
    };

/** `exists` is an idempotent replay: success, carrying the transfer first created with that key. */
export type TransferResult = { ok: true; status: 'created' | 'exists'; transfer: Transfer } | TransferRefusal;

/** An account's counters and the balances derived from them by its normal side. */
export interface AccountBalance {
  key: string;
  kind: string;
  userId: string | null;
  normalBalance: 'credit' | 'debit';
  guarded: boolean;
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
  /** Posted balance: credits − debits for credit-normal accounts, debits − credits otherwise. */
  postedMicros: bigint;
  /** Posted balance less what pending transfers hold against it (what may still be spent). */
  availableMicros: bigint;
}

export type MemberBalances = Record<MemberAccountKind, AccountBalance>;

/** Posted amounts (single transfers and posted holds) into and out of one member account, by type. */
export interface MemberTotal {
  account: MemberAccountKind;
  type: TransactionType;
  creditsMicros: bigint;
  debitsMicros: bigint;
  /** How many posted transfers credited and debited the account. */
  creditCount: number;
  debitCount: number;
}

/** A posted transfer as the member sees it: the amount is signed from the member's side. */
export interface MemberTransfer {
  id: string;
  type: TransactionType;
  account: MemberAccountKind;
  description: string;
  amountMicros: bigint;
  createdAt: Date;
}

/** What one transfer (or a group of them) adds to an account's four counters. */
export interface CounterDeltas {
  debitsPending: bigint;
  debitsPosted: bigint;
  creditsPending: bigint;
  creditsPosted: bigint;
}
