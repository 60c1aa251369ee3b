import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EmailContent, renderEmail } from '../../lib/email-template.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { maskEmail } from '../../lib/mask.ts';
import type { ModuleDeps } from '../../module-types.ts';
import * as repo from './outbox.repo.ts';

/**
 * The email outbox (rule 40): `enqueue` writes a message in the caller's
 * transaction, so it exists exactly when the event that caused it was committed; `sendDue` (the
 * email job) claims due messages, sends them with no transaction open, and on failure retries
 * with exponential backoff (30 s doubling, at most an hour apart) until it gives up after
 * `ATTEMPTS_MAX`. With the mail server down nothing is lost: the messages wait for it. A message
 * given up is listed to administrators, who can queue it again (decision 021). Every message is
 * rendered once, when queued, by the one template (lib/email-template.ts).
 */
export const ATTEMPTS_MAX = 15;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** Longer than the mailer's own time-outs, so a claim never runs out while its send is in progress. */
const CLAIM_MS = 2 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/** Failed messages listed at once: the newest; the count says how many more there are. */
const FAILED_LISTED_MAX = 100;

export interface OutboxAudit {
  record(
    tx: Tx,
    entry: { actorId: string | null; action: string; targetType: string; targetId: string; note: string },
  ): Promise<unknown>;
}

export function createOutbox(
  deps: ModuleDeps,
  io: { mailer: Mailer; log: FastifyBaseLogger; audit: OutboxAudit },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const site = { name: deps.config.SITE_NAME, url: deps.config.publicUrl };

  /** Queues a message; pass the open transaction of the event it reports. */
  async function enqueue(tx: DbOrTx, content: EmailContent): Promise<void> {
    const now = clock.now();
    const message = renderEmail(site, content);
    await repo.insertMessage(tx, {
      id: newId(),
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      createdAt: now,
      nextAttemptAt: now,
    });
  }

  async function listFailed() {
    const [rows, { failed }] = await Promise.all([repo.listFailed(db, FAILED_LISTED_MAX), repo.backlog(db)]);
    return {
      data: rows.map((row) => ({
        id: row.id,
        recipient: maskEmail(row.recipient),
        subject: row.subject,
        reason: row.lastError,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
        failedAt: (row.failedAt ?? row.createdAt).toISOString(),
      })),
      total: failed,
    };
  }

  /** Queues a given-up message again, with a fresh count of attempts; the job sends it next. */
  async function retryFailed(id: string, actorId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await repo.requeueFailed(tx, id, clock.now());
      if (!row) throw new AppError('NOT_FOUND', 'No failed email with this id');
      await io.audit.record(tx, {
        actorId,
        action: 'outbox.retry',
        targetType: 'email',
        targetId: id,
        note: `${row.subject} to ${maskEmail(row.recipient)}`,
      });
    });
  }

  /** One batch: sends what is due; answers how many went out, will be retried, and were given up. */
  async function sendDue(batchSizeMax = 20) {
    const now = clock.now();
    const claimed = await repo.claimDue(db, now, batchSizeMax, new Date(now.getTime() + CLAIM_MS));
    const outcome = { sent: 0, retrying: 0, failed: 0, more: claimed.length === batchSizeMax };
    for (const row of claimed) {
      try {
        await io.mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(row.html ? { html: row.html } : {}),
        });
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
    listFailed,
    retryFailed,
    backlog: () => repo.backlog(db),
    pruneFinished: (before: Date, limit: number) => repo.pruneFinished(db, before, limit),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
/** What a module needs to send email: queue a message in its own transaction. */
export type EnqueueEmail = Outbox['enqueue'];
