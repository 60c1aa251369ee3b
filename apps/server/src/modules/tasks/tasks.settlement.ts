import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type LedgerBatch,
  type LedgerService,
  memberAccountKey,
  systemAccountKey,
  type TransferInput,
} from '../ledger/index.ts';
import {
  advance,
  announceSessions,
  type DueSession,
  findSessions,
  lockDueSessions,
  markCredited,
  markCreditedMany,
  markUnfunded,
  markUnfundedMany,
  type QueueCursor,
  type SessionRow,
} from './tasks.repo.ts';
import { earningSessions } from './tasks.tables.ts';

/**
 * Crediting earning sessions from the rewards pool (rule 2): one VIP_EARNINGS transfer
 * per session, keyed by the session id, so a session is paid at most once whatever runs twice.
 * When the pool cannot cover a reward nothing is credited and the session is marked unfunded.
 */
export const UNFUNDED_MESSAGE = 'The rewards pool cannot cover this reward right now';

const POOL = systemAccountKey('rewards_pool');
const KEY_PREFIX = 'vip_earnings:';

export type CreditOutcome = 'credited' | 'unfunded';

function creditInput(session: SessionRow): TransferInput {
  return {
    key: `${KEY_PREFIX}${session.id}`,
    debitAccountKey: POOL,
    creditAccountKey: memberAccountKey(session.userId, 'earnings'),
    amountMicros: session.reward,
    type: 'VIP_EARNINGS',
    description: `Daily VIP Earnings (${session.vipLevelName})`,
    metadata: { sessionId: session.id, day: session.day },
  };
}

/** The same transfers as `creditInput` gives, as rows the ledger reads in the database. */
function paymentRows(ids: string[]): SQL {
  return sql`select ${KEY_PREFIX} || ${earningSessions.id} as key, ${earningSessions.userId} as user_id,
      ${earningSessions.reward} as amount,
      'Daily VIP Earnings (' || ${earningSessions.vipLevelName} || ')' as description,
      jsonb_build_object('sessionId', ${earningSessions.id}, 'day', ${earningSessions.day}) as metadata
    from ${earningSessions} where ${earningSessions.id} = any(${sql.param(ids)}::uuid[])`;
}

/** Credits one session inside the caller's transaction (a session credited at its start). */
export async function creditSession(
  ledger: LedgerService,
  tx: DbOrTx,
  session: SessionRow,
  now: Date,
): Promise<{ outcome: CreditOutcome; row: SessionRow }> {
  const result = await ledger.transfer(creditInput(session), tx);
  if (result.ok)
    return { outcome: 'credited', row: await markCredited(tx, session.id, result.transfer.id, now) };
  if (result.status === 'exceeds_credits')
    return { outcome: 'unfunded', row: await markUnfunded(tx, session.id, now) };
  throw new Error(`earning credit for session ${session.id} refused by the ledger: ${result.status}`);
}

export interface SettlementRun {
  credited: number;
  unfunded: number;
}

/**
 * The common case: the pool covers the whole batch and every member account is open. The ledger
 * reads the payments from the sessions' rows, the sessions are marked, and the pool is debited
 * last, so a second worker waits for the pool only for that statement and the commit. Throws
 * when the ledger refused anything: the caller's savepoint undoes it all.
 */
async function payAll(ledgerBatch: LedgerBatch, savepoint: DbOrTx, due: DueSession[], now: Date) {
  const payments = {
    debitAccountKey: POOL,
    creditKind: 'earnings' as const,
    type: 'VIP_EARNINGS' as const,
    rows: paymentRows(due.map((session) => session.id)),
    count: due.length,
  };
  await ledgerBatch.payMembers(payments, savepoint, async (paid) => {
    const credits = paid.map((transfer) => ({
      sessionId: transfer.key.slice(KEY_PREFIX.length),
      transferId: transfer.id,
    }));
    await markCreditedMany(savepoint, credits, now);
    await announceSessions(
      savepoint,
      [],
      due.map((session) => session.userId),
    );
  });
}

/**
 * Otherwise, exactly, transfer by transfer in order: the pool pays the longest leading run it can
 * cover; the rest of the batch is marked unfunded, so younger sessions never overtake older ones
 * in a batch. Any other refusal rolls the whole batch back (a rerun credits each session once:
 * the keys derive from session ids).
 */
async function payInOrder(
  ledgerBatch: LedgerBatch,
  tx: DbOrTx,
  due: SessionRow[],
  now: Date,
): Promise<SettlementRun> {
  let covered = due.length;
  let result = await ledgerBatch.transferMany(due.map(creditInput), tx);
  if (!result.ok && result.refusal.status === 'exceeds_credits' && result.refusal.accountKey === POOL) {
    covered = result.index;
    result = await ledgerBatch.transferMany(due.slice(0, covered).map(creditInput), tx);
  }
  if (!result.ok) throw new Error(`settlement refused by the ledger: ${result.refusal.status}`);
  const credits = result.transfers.map((transfer, index) => ({
    sessionId: due[index]?.id ?? '',
    transferId: transfer.id,
  }));
  await markCreditedMany(tx, credits, now);
  const short = due.slice(covered).filter((session) => session.status !== 'unfunded');
  await markUnfundedMany(
    tx,
    short.map((session) => session.id),
    now,
  );
  await announceSessions(
    tx,
    short.map((session) => session.userId),
    due.slice(0, covered).map((session) => session.userId),
  );
  return { credited: covered, unfunded: due.length - covered };
}

/**
 * One bounded batch, one transaction: the due sessions oldest first (past the run's cursor, which
 * it moves on), taken with SKIP LOCKED so a second worker takes other rows; paid all at once when
 * the ledger accepts it, else in order.
 */
export async function settleBatch(
  ledgerBatch: LedgerBatch,
  db: Db,
  now: Date,
  batchSizeMax: number,
  cursor: QueueCursor = {},
): Promise<SettlementRun> {
  return db.transaction(async (tx) => {
    const due = await lockDueSessions(tx, now, batchSizeMax, cursor.after);
    const last = due.at(-1);
    if (!last) return { credited: 0, unfunded: 0 };
    advance(cursor, last);
    const paid = await tx
      .transaction((savepoint) => payAll(ledgerBatch, savepoint, due, now))
      .then(
        () => true,
        () => false,
      );
    if (paid) return { credited: due.length, unfunded: 0 };
    const ids = due.map((session) => session.id);
    return payInOrder(ledgerBatch, tx, await findSessions(tx, ids), now);
  });
}
