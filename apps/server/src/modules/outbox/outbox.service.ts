import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { ModuleDeps } from '../../module-types.ts';
import * as repo from './outbox.repo.ts';

/**
 * The email outbox (rule 40): `enqueue` writes a message in the caller's
 * transaction, so it exists exactly when the event that caused it was committed; `sendDue` (the
 * email job) claims due messages, sends them with no transaction open, and on failure retries
 * with exponential backoff (30 s doubling, at most an hour apart) until it gives up after
 * `ATTEMPTS_MAX`. With the mail server down nothing is lost: the messages wait for it.
 */
export const ATTEMPTS_MAX = 15;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** Longer than the mailer's own time-outs, so a claim never runs out while its send is in progress. */
const CLAIM_MS = 2 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export function createOutbox(deps: ModuleDeps, io: { mailer: Mailer; log: FastifyBaseLogger }) {
  const { db } = deps.database;
  const { clock } = deps;

  /** Queues a message; pass the open transaction of the event it reports. */
  async function enqueue(tx: DbOrTx, message: MailMessage): Promise<void> {
    const now = clock.now();
    await repo.insertMessage(tx, {
      id: newId(),
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      createdAt: now,
      nextAttemptAt: now,
    });
  }

  /** One batch: sends what is due; answers how many went out, will be retried, and were given up. */
  async function sendDue(batchSizeMax = 20) {
    const now = clock.now();
    const claimed = await repo.claimDue(db, now, batchSizeMax, new Date(now.getTime() + CLAIM_MS));
    const outcome = { sent: 0, retrying: 0, failed: 0, more: claimed.length === batchSizeMax };
    for (const row of claimed) {
      try {
        await io.mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
        await repo.markSent(db, row.id, clock.now());
        outcome.sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (row.attempts >= ATTEMPTS_MAX) {
          await repo.markFailed(db, row.id, clock.now(), reason);
          io.log.error({ outboxId: row.id, attempts: row.attempts }, 'email given up after its last attempt');
          outcome.failed += 1;
        } else {
          await repo.markRetry(db, row.id, new Date(clock.now().getTime() + backoffMs(row.attempts)), reason);
          io.log.warn({ outboxId: row.id, attempts: row.attempts, reason }, 'email not sent; will retry');
          outcome.retrying += 1;
        }
      }
    }
    return outcome;
  }

  return {
    enqueue,
    sendDue,
    backlog: () => repo.backlog(db),
    pruneFinished: (before: Date, limit: number) => repo.pruneFinished(db, before, limit),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
/** What a module needs to send email: queue a message in its own transaction. */
export type EnqueueEmail = Outbox['enqueue'];
