import { formatMicros } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { EnqueueEmail } from '../outbox/outbox.service.ts';

/**
 * Emails to members about their money and account (rule 43): each is queued in the outbox in
 * the transaction of the event it reports, so it goes out exactly when the event happened. Only a
 * verified address is written to; members without one are not emailed.
 */
export interface NotificationDeps {
  enqueue: EnqueueEmail;
  verifiedEmailOf(tx: DbOrTx, userId: string): Promise<string | null>;
}

export interface MoneyFacts {
  amountMicros: bigint;
  /** e.g. 'USDT on BEP20'. */
  method: string;
}

const signature = '\n\n— Nova';

export const memberEmails = {
  depositCredited: ({ amountMicros, method }: MoneyFacts) => ({
    subject: 'Your Nova deposit was credited',
    text: `Your deposit of ${formatMicros(amountMicros)} ${method} has been credited to your balance.${signature}`,
  }),
  withdrawalCompleted: (
    { amountMicros, method }: MoneyFacts,
    netMicros: bigint,
    transactionHash: string | null,
  ) => ({
    subject: 'Your Nova withdrawal was sent',
    text: `Your withdrawal of ${formatMicros(amountMicros)} ${method} is complete: ${formatMicros(netMicros)} was sent after the fee.${transactionHash ? `\nTransaction: ${transactionHash}` : ''}${signature}`,
  }),
  withdrawalRejected: ({ amountMicros, method }: MoneyFacts, reason: string | null) => ({
    subject: 'Your Nova withdrawal was rejected',
    text: `Your withdrawal of ${formatMicros(amountMicros)} ${method} was rejected and the amount is back in your balance.${reason ? `\nReason: ${reason}` : ''}${signature}`,
  }),
  accountSuspended: () => ({
    subject: 'Your Nova account was suspended',
    text: `Your Nova account has been suspended by an administrator: you cannot sign in or move funds. Your balances are kept. Please contact support.${signature}`,
  }),
} satisfies Record<string, (...args: never[]) => Omit<MailMessage, 'to'>>;

export function createNotifications(deps: NotificationDeps) {
  async function send(tx: DbOrTx, userId: string, message: Omit<MailMessage, 'to'>): Promise<void> {
    const to = await deps.verifiedEmailOf(tx, userId);
    if (to) await deps.enqueue(tx, { ...message, to });
  }
  return {
    depositCredited: (tx: DbOrTx, userId: string, facts: MoneyFacts) =>
      send(tx, userId, memberEmails.depositCredited(facts)),
    withdrawalCompleted: (
      tx: DbOrTx,
      userId: string,
      facts: MoneyFacts & { netMicros: bigint; transactionHash: string | null },
    ) => send(tx, userId, memberEmails.withdrawalCompleted(facts, facts.netMicros, facts.transactionHash)),
    withdrawalRejected: (tx: DbOrTx, userId: string, facts: MoneyFacts & { reason: string | null }) =>
      send(tx, userId, memberEmails.withdrawalRejected(facts, facts.reason)),
    /** For the suspension action: call it inside the transaction that suspends the member. */
    accountSuspended: (tx: DbOrTx, userId: string) => send(tx, userId, memberEmails.accountSuspended()),
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
