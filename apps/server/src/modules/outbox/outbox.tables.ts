import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The email outbox (rule 40): a message is written in the same transaction as the event that
 * caused it, and a job sends it afterwards, retrying with backoff while the mail server is down.
 * `locked_until` is the sender's claim on a row while it talks to SMTP (no transaction is held
 * open across network I/O); a sender that crashed simply lets the claim run out.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part (null for messages queued before emails were multipart). */
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and failed_at is null`),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);
