import { formatMicros } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailContent } from '../../lib/email-template.ts';
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

const withdrawalPage = { label: 'See your withdrawals', path: '/withdraw' };

export const memberEmails = {
  depositCredited: ({ amountMicros, method }: MoneyFacts) => ({
    subject: 'Your deposit was credited',
    paragraphs: [
      `Your deposit of ${formatMicros(amountMicros)} ${method} has been credited to your balance.`,
    ],
    action: { label: 'Open your dashboard', path: '/dashboard' },
  }),
  withdrawalCompleted: (
    { amountMicros, method }: MoneyFacts,
    netMicros: bigint,
    transactionHash: string | null,
  ) => ({
    subject: 'Your withdrawal was sent',
    paragraphs: [
      `Your withdrawal of ${formatMicros(amountMicros)} ${method} is complete: ${formatMicros(netMicros)} was sent after the fee.`,
      ...(transactionHash ? [`Transaction: ${transactionHash}`] : []),
    ],
    action: withdrawalPage,
  }),
  withdrawalRejected: ({ amountMicros, method }: MoneyFacts, reason: string | null) => ({
    subject: 'Your withdrawal was rejected',
    paragraphs: [
      `Your withdrawal of ${formatMicros(amountMicros)} ${method} was rejected and the amount is back in your balance.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    action: withdrawalPage,
  }),
  accountSuspended: () => ({
    subject: 'Your account was suspended',
    paragraphs: [
      'Your account has been suspended by an administrator: you cannot sign in or move funds. Your balances are kept. Please contact support.',
    ],
  }),
} satisfies Record<string, (...args: never[]) => Omit<EmailContent, 'to'>>;

export function createNotifications(deps: NotificationDeps) {
  async function send(tx: DbOrTx, userId: string, message: Omit<EmailContent, 'to'>): Promise<void> {
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
