import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../src/db/client.ts';
import { ATTEMPTS_MAX } from '../src/modules/outbox/outbox.service.ts';
import { emailOutbox } from '../src/modules/outbox/outbox.tables.ts';

/** An email the outbox gave up after its last attempt (code 424242 inside); answers its id. */
export async function insertFailedEmail(db: DbOrTx, recipient: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(emailOutbox).values({
    id,
    recipient,
    subject: 'Nova: Your verification code',
    body: 'Your verification code is 424242.',
    createdAt: now,
    nextAttemptAt: now,
    attempts: ATTEMPTS_MAX,
    failedAt: now,
    lastError: '550 mailbox unavailable',
  });
  return id;
}
